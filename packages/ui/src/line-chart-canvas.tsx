import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  /** One value per label, in the unit `format` reads (cents for money). */
  values: readonly number[];
}

export interface LineChartProps {
  /** The x axis: one text per point (e.g. business dates), oldest first. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads on the axis and in the legend. */
  format: (value: number) => string;
  /** What the drawing shows, for screen readers. */
  summary: string;
  height: number;
  testId?: string;
}

/** The chart itself: uPlot on a canvas, as wide as its container (360 px phones included). */
export default function LineChartCanvas({ labels, series, format, summary, height, testId }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = labels.map((_, index) => index);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height,
      scales: { x: { time: false } },
      legend: { live: false },
      cursor: { drag: { x: false, y: false } },
      axes: [
        {
          values: (_u, ticks) => ticks.map((tick) => (labels[tick] ?? '').slice(5)),
          space: 48,
        },
        { values: (_u, ticks) => ticks.map(format), size: 56 },
      ],
      series: [
        {},
        ...series.map((one) => ({
          label: one.label,
          stroke: one.color,
          width: 2,
          points: { show: labels.length <= 31 },
          value: (_u: uPlot, value: number | null) => (value === null ? '' : format(value)),
        })),
      ],
    };
    const data: uPlot.AlignedData = [xs, ...series.map((one) => [...one.values])];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, format, height]);
  return <div ref={box} className="line-chart" role="img" aria-label={summary} data-testid={testId} />;
}
