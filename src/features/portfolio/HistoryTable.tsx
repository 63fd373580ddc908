// The table alternative of the equity chart (each chart has a table alternative for
// screen readers): a disclosure anyone can open, so keyboard users get the figures too.
import type { HistoryPoint } from '@/contract/portfolio';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { formatAsOf, formatDate } from './time';

export function HistoryTable({
  points,
  intraday,
  compare,
  benchmark,
}: {
  points: HistoryPoint[];
  intraday: boolean;
  compare: boolean;
  benchmark: string;
}) {
  return (
    <Details>
      <summary>Show the values as a table</summary>
      <Scroll>
        <Table>
          <caption className="visually-hidden">Portfolio value over the range</caption>
          <thead>
            <tr>
              <th scope="col">{intraday ? 'Time' : 'Date'}</th>
              <th scope="col">Portfolio</th>
              {compare ? <th scope="col">{benchmark}, same start</th> : null}
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.at}>
                <th scope="row">{intraday ? formatAsOf(point.at) : formatDate(point.at)}</th>
                <td>
                  <Money cents={point.equity_cents} />
                </td>
                {compare ? (
                  <td>
                    <Money cents={point.benchmark_cents} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Details>
  );
}

const Details = styled('details', {
  marginTop: '$4',
  '& summary': {
    cursor: 'pointer',
    color: '$primaryCtaButton',
    fontWeight: 600,
    minHeight: '44px',
    display: 'flex',
    alignItems: 'center',
  },
  '& summary:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Scroll = styled('div', { maxHeight: '320px', overflowY: 'auto', marginTop: '$2' });
export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': {
    textAlign: 'right',
    padding: '$2 $3',
    borderBottom: '1px solid $border',
    fontSize: '$sm',
    '@mobile': { padding: '$2' },
  },
  '& th:first-child': { textAlign: 'left', fontWeight: 400 },
  '& thead th': { color: '$textMuted', fontWeight: 600 },
});
