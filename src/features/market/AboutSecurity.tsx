// "About" on the security page: the facts the security universe holds for it (server/market/
// data/universe.csv: name, exchange, sector, industry or fund category, shares outstanding).
// The universe has no company descriptions, so none is shown: nothing here is invented.
import type { SecurityResponse } from '@/contract/market';
import { Card, Heading } from '@/ui/Card';
import { formatCompactNumber } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';

export function AboutSecurity({ data }: { data: SecurityResponse }) {
  const { security, stats } = data;
  const fund = security.kind === 'etf';
  const rows: Array<[string, string]> = [
    ['Name', security.name],
    ['Symbol', security.symbol],
    ['Type', fund ? 'Exchange-traded fund' : 'Stock'],
    ['Listed on', security.exchange],
  ];
  if (!fund) rows.push(['Sector', security.sector]);
  rows.push(
    [fund ? 'Category' : 'Industry', security.industry],
    [
      fund ? 'Shares outstanding (approx.)' : 'Shares outstanding',
      formatCompactNumber(stats.shares_outstanding),
    ],
  );
  return (
    <Card aria-labelledby="about-heading" data-testid="about-security">
      <Heading as="h2" level={2} id="about-heading">
        About
      </Heading>
      <List>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
    </Card>
  );
}

const List = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$3 $5',
  margin: 0,
  '@mobile': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
});
