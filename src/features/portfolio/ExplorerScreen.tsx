// /app/ideas/portfolio_explorer (spec §2): cash against investments, then the invested money by
// sector and by holding.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import type { ExplorerResponse } from '@/contract/portfolio';
import { useApiQuery } from '@/platform/queries';
import { securityPath } from '@/paths';
import { Heading } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { Allocation } from './Allocation';
import { explorerQuery } from './api';
import { EmptyPortfolio } from './EmptyPortfolio';
import { PortfolioNav } from './PortfolioNav';
import { QueryView } from '@/ui/QueryView';
import { selectedAccount } from './state';

export default function ExplorerScreen() {
  return (
    <Page title="Portfolio explorer" wide testId="portfolio-explorer-screen">
      <Heading>Portfolio explorer</Heading>
      <PortfolioNav />
      <Explorer />
    </Page>
  );
}

function Explorer() {
  useSignals();
  const account = selectedAccount.value;
  const { state, reload } = useApiQuery(explorerQuery(account));
  return (
    <QueryView staleNotice state={state} reload={reload} loadingLabel="Loading your allocation">
      {(data) => <Allocations data={data} />}
    </QueryView>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Allocations({ data }: { data: ExplorerResponse }) {
  return (
    <>
      <Allocation
        id="cash-invested"
        title="Cash and investments"
        rows={[
          {
            key: 'cash',
            label: 'Cash',
            name: 'Cash',
            valueCents: data.cash_cents,
            weightBp: data.cash_bp,
          },
          {
            key: 'invested',
            label: 'Investments',
            name: 'Investments',
            detail: plural(data.positions.length, 'position'),
            valueCents: data.invested_cents,
            weightBp: data.invested_bp,
          },
        ]}
      />
      {data.positions.length === 0 ? (
        <EmptyPortfolio detail="Once you hold stocks or funds, this shows how your money is spread across sectors and holdings." />
      ) : (
        <>
          <Allocation
            id="by-sector"
            title="By sector"
            rows={data.sectors.map((sector) => ({
              key: sector.sector,
              label: sector.sector,
              name: sector.sector,
              detail: plural(sector.positions, 'position'),
              valueCents: sector.market_value_cents,
              weightBp: sector.weight_bp,
            }))}
          />
          <Allocation
            id="by-position"
            title="By position"
            rows={data.positions.map((position) => ({
              key: position.symbol,
              label: <Link href={securityPath(position.symbol)}>{position.symbol}</Link>,
              name: position.symbol,
              detail: position.name,
              valueCents: position.market_value_cents,
              weightBp: position.weight_bp,
            }))}
          />
        </>
      )}
    </>
  );
}
