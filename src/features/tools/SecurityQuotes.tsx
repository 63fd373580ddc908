// The query tool's answer to a question naming securities ("how is MSFT doing", "apple vs
// microsoft"): one card per security, side by side when compared (one column on a phone), each
// opening the security's page.
import { Link } from 'wouter';
import type { SecuritiesAnswer } from '@/contract/query';
import { securityPath } from '@/paths';
import { formatPriceUnits } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { ChangeText } from './ResultsTable';

const Grid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});
const Quote = styled('li', {
  border: '1px solid $border',
  borderRadius: '$md',
  padding: '$3',
  minWidth: 0,
  '& a': { fontWeight: 700, color: '$primaryCtaButton' },
});
const Name = styled('p', {
  margin: '0 0 $2',
  color: '$textMuted',
  fontSize: '$sm',
  overflowWrap: 'anywhere',
});
const Price = styled('p', { margin: '0 0 $2', fontSize: '$xl', fontWeight: 700 });
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$1 $3',
  margin: 0,
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right' },
});

export function SecurityQuotes({ answer }: { answer: SecuritiesAnswer }) {
  return (
    <Grid aria-label="Securities named" data-testid="security-quotes">
      {answer.rows.map((row) => (
        <Quote key={row.symbol}>
          <Link href={securityPath(row.symbol)}>{row.symbol}</Link>
          <Name>{row.name}</Name>
          <Price>{formatPriceUnits(row.price_e4)}</Price>
          <Figures>
            <dt>Today</dt>
            <dd>
              <ChangeText bp={row.day_change_bp} />
            </dd>
            <dt>{answer.range}</dt>
            <dd>
              <ChangeText bp={row.change_bp} />
            </dd>
            <dt>52 weeks</dt>
            <dd>
              {formatPriceUnits(row.week52_low_e4)} – {formatPriceUnits(row.week52_high_e4)}
            </dd>
          </Figures>
        </Quote>
      ))}
    </Grid>
  );
}
