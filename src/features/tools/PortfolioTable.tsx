// A portfolio query's answer: the member's holdings that match, with value,
// weight and the change the query sorts by. Money only through <Money> (CONTRIBUTING).
import { Link } from 'wouter';
import type { PortfolioQueryResponse } from '@/contract/query';
import { securityPath } from '@/paths';
import { formatBasisPoints, formatPriceUnits, formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { ChangeText, Table } from './ResultsTable';

const Scroller = styled('div', {
  overflowX: 'auto',
  '&:focus-visible': { outline: '2px solid $focus' },
});

const RANGE_NAMES: Record<string, string> = { '1D': 'today' };

export function PortfolioTable({ data }: { data: PortfolioQueryResponse }) {
  const range = data.query.range ?? '1M';
  return (
    <Scroller tabIndex={0} role="region" aria-label="Your matching holdings">
      <Table data-testid="portfolio-results">
        <caption className="visually-hidden">Your matching holdings</caption>
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">Shares</th>
            <th scope="col">Price</th>
            <th scope="col">Value</th>
            <th scope="col">Weight</th>
            <th scope="col">Change {RANGE_NAMES[range] ?? range}</th>
            <th scope="col">Total gain</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.symbol}>
              <td>
                <Link href={securityPath(row.symbol)}>{row.symbol}</Link>
              </td>
              <td>{formatShareUnits(row.quantity_e5)}</td>
              <td>{formatPriceUnits(row.price_e4)}</td>
              <td>
                <Money cents={row.market_value_cents} />
              </td>
              <td>{formatBasisPoints(row.weight_bp)}</td>
              <td>
                <ChangeText bp={range === '1D' ? row.day_change_bp : row.change_bp} />
              </td>
              <td>
                <Money cents={row.total_gain_cents} signed /> (
                <ChangeText bp={row.total_gain_bp} />)
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
