// The lazy boundary of the equity chart: lightweight-charts is fetched only when a history screen
// shows a chart, never with the entry chunk (the JS budget of `/`: `npm run bench:js` ≤ 1.6×).
import { lazy, Suspense } from 'react';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import type { EquityChartProps } from './EquityChartCanvas';

const Canvas = lazy(() => import('./EquityChartCanvas'));

export function EquityChart(props: EquityChartProps) {
  return (
    <>
      {/* While the library loads, its room is kept: nothing below the chart jumps. */}
      <Suspense
        fallback={
          <Room>
            <Spinner label="Loading the chart" />
          </Room>
        }
      >
        <Canvas {...props} />
      </Suspense>
      {/* The attribution lightweight-charts' NOTICE asks for, as text rather than its logo. */}
      <Credit>
        Chart by{' '}
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView Lightweight Charts™
        </a>
      </Credit>
    </>
  );
}

/** The canvas's own height (EquityChartCanvas's Box). */
const Room = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '280px',
  '@mobile': { height: '220px' },
});

const Credit = styled('p', { margin: '$1 0 0', fontSize: '$xs', color: '$textMuted' });
