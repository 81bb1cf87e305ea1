import type { LotteryPrize } from '@cloudmine/api';
import type { ReactNode } from 'react';
import { segmentPath } from './wheel';

const RADIUS = 150;
const COLORS = ['#fff7e6', '#ffe7ba', '#fff1f0', '#ffd8bf'];

interface PrizeWheelProps {
  prizes: LotteryPrize[];
  rotation: number;
  spinMs: number;
  onStopped: () => void;
  /** The draw button in the middle. */
  children: ReactNode;
}

/** The wheel: one segment per prize, turned by `rotation` degrees with an easing that slows to a stop. */
export function PrizeWheel({ prizes, rotation, spinMs, onStopped, children }: PrizeWheelProps) {
  const count = Math.max(prizes.length, 1);
  const segment = 360 / count;
  return (
    <div className="wheel">
      <svg
        className="wheel-disc"
        viewBox={`0 0 ${RADIUS * 2} ${RADIUS * 2}`}
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionDuration: `${spinMs}ms`,
        }}
        onTransitionEnd={onStopped}
        role="img"
        aria-label={prizes.map((prize) => prize.name).join(', ')}
      >
        {prizes.map((prize, index) => {
          const middle = (index + 0.5) * segment;
          return (
            <g key={prize.id} data-prize-id={prize.id}>
              <path
                d={segmentPath(index, count, RADIUS)}
                fill={COLORS[index % COLORS.length]}
                stroke="#fa8c16"
                strokeWidth={1}
              />
              <text
                x={RADIUS}
                y={RADIUS * 0.32}
                transform={`rotate(${middle} ${RADIUS} ${RADIUS})`}
                textAnchor="middle"
                className="wheel-label"
              >
                {prize.name}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="wheel-pointer" aria-hidden="true" />
      <div className="wheel-hub">{children}</div>
    </div>
  );
}
