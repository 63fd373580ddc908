// The efficient frontier: our own SVG, volatility across, expected return up;
// the frontier line, each asset, the current portfolio (ring) and the chosen one (square). Colours
// are theme tokens (CONTRIBUTING "Semantic theme tokens only"). The same data as a table follows,
// for screen readers and for reading exact values.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { OptimizerResult } from '@/contract/optimizer';
import { styled } from '@/ui/theme/stitches';
import { pct } from './format';

const PAD = { left: 56, right: 24, top: 16, bottom: 44 };

/** The chart is drawn at its box's width in CSS pixels, so its text stays legible on a phone. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(260, Math.round(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface Point {
  x: number;
  y: number;
}

function ticks(min: number, max: number, count = 5): number[] {
  const step = (max - min) / (count - 1);
  return Array.from({ length: count }, (_, i) => min + i * step);
}

export function FrontierChart({ result }: { result: OptimizerResult }) {
  const { ref, width: W } = useWidth();
  const H = Math.round(Math.min(360, Math.max(240, W * 0.6)));
  const titleId = useId();
  const descId = useId();
  const points = [
    ...result.frontier.map((p) => ({ x: p.volatility, y: p.expected_return })),
    ...result.assets.map((a) => ({ x: a.volatility, y: a.expected_return })),
    { x: result.suggested.volatility, y: result.suggested.expected_return },
    ...(result.current
      ? [{ x: result.current.volatility, y: result.current.expected_return }]
      : []),
  ];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const xMin = Math.max(0, Math.min(...xs) * 0.9);
  const xMax = Math.max(...xs) * 1.05 || 1;
  const ySpan = Math.max(...ys) - Math.min(...ys) || 0.1;
  const yMin = Math.min(...ys) - ySpan * 0.08;
  const yMax = Math.max(...ys) + ySpan * 0.08;
  const sx = (x: number) => PAD.left + ((x - xMin) / (xMax - xMin)) * (W - PAD.left - PAD.right);
  const sy = (y: number) =>
    H - PAD.bottom - ((y - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom);
  const at = (p: Point) => ({ cx: sx(p.x), cy: sy(p.y) });
  const line = result.frontier
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${sx(p.volatility).toFixed(1)},${sy(p.expected_return).toFixed(1)}`,
    )
    .join(' ');
  const chosen = at({ x: result.suggested.volatility, y: result.suggested.expected_return });
  const current = result.current
    ? at({ x: result.current.volatility, y: result.current.expected_return })
    : null;

  const xTicks = W < 420 ? 3 : 5;
  return (
    <figure style={{ margin: 0 }}>
      <div ref={ref}>
        <Svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>Efficient frontier</title>
          <desc id={descId}>
            {`Expected return against volatility. Suggested portfolio: ${pct(result.suggested.expected_return)} expected return at ${pct(result.suggested.volatility)} volatility.`}
            {result.current
              ? ` Current portfolio: ${pct(result.current.expected_return)} at ${pct(result.current.volatility)}.`
              : ''}
          </desc>
          {ticks(yMin, yMax).map((y) => (
            <g key={`y${y}`}>
              <Grid x1={PAD.left} x2={W - PAD.right} y1={sy(y)} y2={sy(y)} />
              <Tick x={PAD.left - 6} y={sy(y) + 4} textAnchor="end">
                {pct(y, 0)}
              </Tick>
            </g>
          ))}
          {ticks(xMin, xMax, xTicks).map((x) => (
            <Tick key={`x${x}`} x={sx(x)} y={H - PAD.bottom + 16} textAnchor="middle">
              {pct(x, 0)}
            </Tick>
          ))}
          <Tick x={(W + PAD.left) / 2} y={H - 6} textAnchor="middle">
            Volatility (a year)
          </Tick>
          <Tick x={14} y={H / 2} textAnchor="middle" transform={`rotate(-90 14 ${H / 2})`}>
            Expected return (a year)
          </Tick>
          <Frontier d={line} />
          {result.assets.map((asset) => {
            const p = at({ x: asset.volatility, y: asset.expected_return });
            return (
              <g key={asset.symbol}>
                <AssetDot cx={p.cx} cy={p.cy} r={3.5} />
                <Tick x={p.cx + 6} y={p.cy - 6}>
                  {asset.symbol}
                </Tick>
              </g>
            );
          })}
          {current ? <CurrentRing cx={current.cx} cy={current.cy} r={8} /> : null}
          <Chosen x={chosen.cx - 6} y={chosen.cy - 6} width={12} height={12} />
        </Svg>
      </div>
      <Legend>
        <span>
          <Swatch viewBox="0 0 12 12" aria-hidden="true">
            <Chosen x={1} y={1} width={10} height={10} />
          </Swatch>
          Suggested
        </span>
        {current ? (
          <span>
            <Swatch viewBox="0 0 20 20" aria-hidden="true">
              <CurrentRing cx={10} cy={10} r={7} />
            </Swatch>
            Current
          </span>
        ) : null}
        <span>
          <Swatch viewBox="0 0 12 12" aria-hidden="true">
            <AssetDot cx={6} cy={6} r={3.5} />
          </Swatch>
          One symbol alone
        </span>
      </Legend>
      <details>
        <summary>The frontier as a table</summary>
        <Table>
          <caption>Efficient frontier points, lowest volatility first</caption>
          <thead>
            <tr>
              <th scope="col">Point</th>
              <th scope="col">Expected return</th>
              <th scope="col">Volatility</th>
            </tr>
          </thead>
          <tbody>
            {result.frontier.map((p, i) => (
              <tr key={i}>
                <th scope="row">Frontier {i + 1}</th>
                <td>{pct(p.expected_return)}</td>
                <td>{pct(p.volatility)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Suggested portfolio</th>
              <td>{pct(result.suggested.expected_return)}</td>
              <td>{pct(result.suggested.volatility)}</td>
            </tr>
            {result.current ? (
              <tr>
                <th scope="row">Current portfolio</th>
                <td>{pct(result.current.expected_return)}</td>
                <td>{pct(result.current.volatility)}</td>
              </tr>
            ) : null}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}

const Svg = styled('svg', { width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
const Grid = styled('line', { stroke: '$border', strokeWidth: 1 });
const Tick = styled('text', { fill: '$textMuted', fontSize: '12px' });
const Frontier = styled('path', { fill: 'none', stroke: '$primaryCtaButton', strokeWidth: 2.5 });
const AssetDot = styled('circle', { fill: '$textMuted' });
const CurrentRing = styled('circle', { fill: 'none', stroke: '$negative', strokeWidth: 3 });
const Chosen = styled('rect', { fill: '$positive', stroke: '$text', strokeWidth: 1 });
const Swatch = styled('svg', {
  width: '14px',
  height: '14px',
  marginRight: '$1',
  verticalAlign: '-2px',
});
const Legend = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  fontSize: '$sm',
  color: '$textMuted',
  margin: '$2 0 $3',
});
export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  margin: '$2 0',
  '& caption': { textAlign: 'left', color: '$textMuted', fontSize: '$sm', marginBottom: '$2' },
  '& th, & td': { padding: '$2', borderBottom: '1px solid $border', textAlign: 'right' },
  '& th:first-child, & td:first-child': { textAlign: 'left' },
});
