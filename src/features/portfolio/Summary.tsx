// The head of /app/portfolio: equity, the day's change, and where the money is. Buying power is
// cash not held by open buy orders.
import { Link } from 'wouter';
import type { PortfolioResponse } from '@/contract/portfolio';
import { fundingPaths } from '@/features/funding';
import { Card } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { dayChangeLabel } from './day-label';
import { Gain } from './Gain';

/** `keptAt`: the figures are the device's copy from then (useApiQuery keptAt), or null. */
export function Summary({ data, keptAt }: { data: PortfolioResponse; keptAt: number | null }) {
  const name = data.account.type === 'live' ? 'Live account' : 'Paper account';
  return (
    <Card aria-labelledby="equity-heading" data-testid="portfolio-summary">
      <Label id="equity-heading">{name} value</Label>
      <Equity data-testid="equity">
        <Money cents={data.equity_cents} />
      </Equity>
      <Change>
        <Gain cents={data.day_gain_cents} bp={data.day_gain_bp} size={16} />
        <Small>{dayChangeLabel(keptAt)}</Small>
      </Change>
      <Figures>
        <Figure label="Cash" testId="cash" cents={data.cash_cents} />
        <Figure label="Buying power" testId="buying-power" cents={data.buying_power_cents} />
        {data.held_cents > 0 ? (
          <Figure label="Held for open orders" testId="held" cents={data.held_cents} />
        ) : null}
        <Figure label="Investments" testId="market-value" cents={data.market_value_cents} />
        <div>
          <dt>Total gain</dt>
          <dd>
            <Gain cents={data.total_gain_cents} bp={data.total_gain_bp} />
          </dd>
        </div>
      </Figures>
      {/* Money in and out of the live account: the way there on every screen size. */}
      {data.account.type === 'live' ? (
        <Links aria-label="Live account funding">
          <Link href={fundingPaths.deposit}>Deposit</Link>
          <Link href={fundingPaths.withdraw}>Withdraw</Link>
          <Link href={fundingPaths.portfolioFunding}>Funding history</Link>
        </Links>
      ) : null}
    </Card>
  );
}

function Figure({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <Money cents={cents} />
      </dd>
    </div>
  );
}

const Label = styled('h2', { fontSize: '$sm', color: '$textMuted', fontWeight: 600, margin: 0 });
const Equity = styled('p', { fontSize: '$xxl', fontWeight: 800, margin: '$1 0' });
const Change = styled('p', { display: 'flex', gap: '$2', alignItems: 'center', margin: '0 0 $4' });
const Small = styled('span', { color: '$textMuted', fontSize: '$sm' });
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: '$4',
  margin: 0,
  paddingTop: '$4',
  borderTop: '1px solid $border',
  '& dt': { color: '$textMuted', fontSize: '$sm', marginBottom: '$1' },
  '& dd': { margin: 0, fontWeight: 700, fontSize: '$md' },
});
const Links = styled('nav', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  marginTop: '$4',
  paddingTop: '$3',
  borderTop: '1px solid $border',
  '& a': { fontWeight: 600 },
});
