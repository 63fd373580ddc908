// One or two lines as a small SVG, for a card that shows a path while the exact figures sit beside
// it in words (the idea page's security against its benchmark, home's value over time). No chart
// library: drawing a line costs a screen nothing to load and next to nothing to run, where
// lightweight-charts took most of home's main-thread time on a phone. Axes, a crosshair and
// zooming are lightweight-charts' (the portfolio history, a security's price).
import { styled } from '@/ui/theme/stitches';

/** A point: x (a time, say) and y (a value), in any units; the chart scales both to its box. */
export type ChartPoint = readonly [x: number, y: number];

export interface ChartLine {
  points: readonly ChartPoint[];
  /** `main`: the line the card is about; `compare`: a dashed one to read it against. */
  tone: 'main' | 'compare';
}

const WIDTH = 320;
const PAD = 6;

export function LineChart({
  lines,
  baseline,
  height,
  testId,
}: {
  lines: readonly ChartLine[];
  /** A level drawn across (zero, the range's start), kept inside the box. */
  baseline?: number;
  /** In px; the width is the card's. */
  height: number;
  testId?: string;
}) {
  let left = Infinity;
  let right = -Infinity;
  let low = baseline ?? Infinity;
  let high = baseline ?? -Infinity;
  for (const line of lines) {
    for (const [x, y] of line.points) {
      left = Math.min(left, x);
      right = Math.max(right, x);
      low = Math.min(low, y);
      high = Math.max(high, y);
    }
  }
  if (left > right) return null; // no points: nothing to draw
  // A level line (a new account's flat day) runs through the middle, not along the floor.
  if (high - low < 1) {
    low -= 1;
    high += 1;
  }
  const across = (x: number) => PAD + ((x - left) / Math.max(1, right - left)) * (WIDTH - 2 * PAD);
  const down = (y: number) => PAD + (1 - (y - low) / (high - low)) * (height - 2 * PAD);
  const path = (points: readonly ChartPoint[]) =>
    points.map(([x, y]) => `${across(x).toFixed(1)},${down(y).toFixed(1)}`).join(' ');
  return (
    <Svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      aria-hidden
      css={{ height: `${height}px` }}
      data-testid={testId}
    >
      {baseline === undefined ? null : (
        <line className="baseline" x1={0} x2={WIDTH} y1={down(baseline)} y2={down(baseline)} />
      )}
      {lines.map((line, index) => (
        <polyline key={index} className={line.tone} points={path(line.points)} />
      ))}
    </Svg>
  );
}

const Svg = styled('svg', {
  display: 'block',
  width: '100%',
  overflow: 'visible',
  '& polyline, & line': { fill: 'none', vectorEffect: 'non-scaling-stroke' },
  '& .main': { stroke: '$primaryCtaButton', strokeWidth: 2.5 },
  '& .compare': { stroke: '$textMuted', strokeWidth: 2, strokeDasharray: '5 4' },
  '& .baseline': { stroke: '$border', strokeWidth: 1 },
});
