// /app/portfolio (spec §2): equity, the day's change, cash and buying
// power, and the positions. Outer: chrome and test id; inner: data and its states (CONVENTIONS
// "Screen = outer + inner").
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { AccountSwitch } from './AccountSwitch';
import { LIVE_REFRESH_MS, portfolioQuery } from './api';
import { EmptyPortfolio } from './EmptyPortfolio';
import { PortfolioNav } from './PortfolioNav';
import { PositionsList } from './PositionsList';
import { QueryView } from '@/ui/QueryView';
import { useApiQuery } from '@/platform/queries';
import { selectedAccount } from './state';
import { Summary } from './Summary';

export default function PortfolioScreen() {
  return (
    <Page title="Portfolio" wide testId="portfolio-screen">
      {/* Trade one tap from the Invest tab on a phone, where the header has no Trade link. */}
      <Top>
        <Heading css={{ margin: 0 }}>Portfolio</Heading>
        <Button as={Link} href={appPaths.orders}>
          Trade
        </Button>
      </Top>
      <PortfolioNav />
      <PortfolioOverview />
    </Page>
  );
}

function PortfolioOverview() {
  useSignals();
  const account = selectedAccount.value;
  const { state, reload, keptAt } = useApiQuery(portfolioQuery(account), {
    refreshEveryMs: LIVE_REFRESH_MS,
  });
  return (
    <QueryView staleNotice state={state} reload={reload} loadingLabel="Loading your portfolio">
      {(data) => (
        <>
          <AccountSwitch current={data.account.type} available={data.available_accounts} />
          <Summary data={data} keptAt={keptAt} />
          {data.positions.length === 0 ? (
            <EmptyPortfolio />
          ) : (
            <PositionsList positions={data.positions} />
          )}
        </>
      )}
    </QueryView>
  );
}

const Top = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginBottom: '$4',
});
