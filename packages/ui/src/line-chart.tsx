import { lazy, Suspense } from 'react';
import type { LineChartProps } from './line-chart-canvas';

export type { ChartSeries, LineChartProps } from './line-chart-canvas';

// uPlot loads with the screen that draws a chart, never in an app's first chunk: the members' Home
// and the console's dashboard have JS budgets (issue 14; docs/web-app.md, docs/admin-console.md).
const LineChartCanvas = lazy(() => import('./line-chart-canvas'));

/** uPlot needs a window that measures pixels and sizes (matchMedia, ResizeObserver); a test DOM lacks them. */
function canDraw(): boolean {
  return typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function';
}

/**
 * A chart of daily figures. The drawing is an image for screen readers (`summary`); every chart
 * goes with a table of the same figures, which is its text alternative. Where nothing can be drawn,
 * the empty frame keeps the summary and the table carries the figures.
 */
export function LineChart(props: LineChartProps) {
  const frame = (
    <div
      className="line-chart line-chart-placeholder"
      style={{ height: props.height }}
      role="img"
      aria-label={props.summary}
      data-testid={props.testId}
    />
  );
  if (!canDraw()) return frame;
  return (
    <Suspense fallback={frame}>
      <LineChartCanvas {...props} />
    </Suspense>
  );
}
