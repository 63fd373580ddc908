// /app/tools/optimizer (spec §1 "AI analyst tools: portfolio optimizer"):
// settings, the efficient frontier with the current and chosen portfolios, the weights (current
// against suggested), the trades that get there and "Place N trades". Labelled "Not investment
// advice", with the method shown. Opens on the paper holdings with minimum variance; with fewer
// than two holdings it explains and lets the member pick symbols (the empty state).
import { useState } from 'react';
import type { OptimizerResponse, OptimizerResult } from '@/contract/optimizer';
import { snapshotPath } from '@/features/tools';
import { Link } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Badge } from '@/ui/Badge';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { optimizeAfresh, optimizerQuery } from './api';
import { pct } from './format';
import { FrontierChart, Table } from './FrontierChart';
import { OptimizerFormView } from './OptimizerForm';
import { INITIAL_FORM, type OptimizerForm, queryOf } from './params';
import { PlaceTrades } from './PlaceTrades';

export default function OptimizerScreen() {
  return (
    <Page title="Portfolio optimizer" testId="optimizer-screen">
      <Heading>Portfolio optimizer</Heading>
      <Lead>
        <Badge data-testid="not-advice">Not investment advice</Badge>
        <Muted as="span" css={{ margin: 0 }}>
          Mean-variance weights for your paper portfolio, from a year of prices.
        </Muted>
      </Lead>
      <Optimizer />
    </Page>
  );
}

function Optimizer() {
  const [form, setForm] = useState<OptimizerForm>(INITIAL_FORM);
  const { state, reload } = useApiQuery(optimizerQuery(queryOf(form)));
  // Each run starts from a spinner and a fresh result (its "Place trades" included), the same
  // settings again too: prices and holdings move.
  const run = (next: OptimizerForm) => {
    setForm(next);
    void optimizeAfresh(queryOf(next));
  };
  const symbols = form.symbols ?? (state.status === 'success' ? state.data.symbols : null) ?? [];
  const settled = form.symbols !== null || state.status !== 'loading';

  return (
    <>
      <Card aria-labelledby="optimizer-settings">
        <Heading as="h2" level={2} id="optimizer-settings">
          Settings
        </Heading>
        {settled ? (
          <OptimizerFormView
            key={symbols.join(',')}
            form={form}
            symbols={symbols}
            busy={state.status === 'loading'}
            onSubmit={run}
          />
        ) : (
          <Muted>Loading your paper holdings…</Muted>
        )}
      </Card>
      <QueryView
        state={state}
        reload={reload}
        staleNotice
        loadingLabel="Optimising"
        isEmpty={(data) => data.result === null}
        empty={<NoHoldings data={state.status === 'success' ? state.data : null} />}
      >
        {(data) =>
          data.result ? <Result result={data.result} onPlaced={() => run(form)} /> : null
        }
      </QueryView>
    </>
  );
}

function NoHoldings({ data }: { data: OptimizerResponse | null }) {
  const held = data?.holdings.length ?? 0;
  return (
    <Card data-testid="optimizer-empty">
      <Heading as="h2" level={2}>
        Pick at least two symbols
      </Heading>
      <Muted>
        {held === 0
          ? 'Your paper portfolio holds no shares yet, so there is nothing to start from.'
          : 'Your paper portfolio holds one security; the optimizer spreads money across two or more.'}{' '}
        Add symbols above to see their efficient frontier, or{' '}
        <Link href={appPaths.search}>find a stock to buy</Link> first.
      </Muted>
    </Card>
  );
}

function Result({ result, onPlaced }: { result: OptimizerResult; onPlaced: () => void }) {
  return (
    <>
      <Card aria-labelledby="frontier-heading">
        <Heading as="h2" level={2} id="frontier-heading">
          Efficient frontier
        </Heading>
        <Points>
          <div>
            <dt>Suggested</dt>
            <dd>
              {pct(result.suggested.expected_return)} return, {pct(result.suggested.volatility)}{' '}
              volatility, Sharpe {result.suggested.sharpe.toFixed(2)}
            </dd>
          </div>
          {result.current ? (
            <div>
              <dt>Current</dt>
              <dd>
                {pct(result.current.expected_return)} return, {pct(result.current.volatility)}{' '}
                volatility, Sharpe {result.current.sharpe.toFixed(2)}
              </dd>
            </div>
          ) : null}
        </Points>
        <FrontierChart result={result} />
      </Card>
      <Card aria-labelledby="weights-heading">
        <Heading as="h2" level={2} id="weights-heading">
          Weights
        </Heading>
        <Table data-testid="weights-table">
          <caption>
            Current and suggested weights
            {result.portfolio_value_cents > 0 ? (
              <>
                {' '}
                of <Money cents={result.portfolio_value_cents} /> in these symbols
              </>
            ) : null}
            ; under each symbol, its own expected return and volatility a year
          </caption>
          <thead>
            <tr>
              <th scope="col">Symbol</th>
              <th scope="col">Current</th>
              <th scope="col">Suggested</th>
            </tr>
          </thead>
          <tbody>
            {result.assets.map((asset) => (
              <tr key={asset.symbol}>
                <th scope="row">
                  <Link href={snapshotPath(asset.symbol)} aria-label={`${asset.symbol} snapshot`}>
                    {asset.symbol}
                  </Link>
                  <AssetStats>
                    {pct(asset.expected_return)} return · {pct(asset.volatility)} volatility
                  </AssetStats>
                </th>
                <td>{pct(asset.current_weight)}</td>
                <td>{pct(asset.suggested_weight)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card aria-labelledby="trades-heading">
        <Heading as="h2" level={2} id="trades-heading">
          Trades
        </Heading>
        {result.trades.length === 0 ? (
          <Muted data-testid="no-trades">
            {result.portfolio_value_cents > 0
              ? 'Your paper holdings are already at these weights: nothing to trade.'
              : 'Your paper account holds none of these symbols, so there is nothing to rebalance.'}
          </Muted>
        ) : (
          <>
            <TradeList data-testid="trades-list">
              {result.trades.map((trade) => (
                <li key={`${trade.side}-${trade.symbol}`}>
                  <strong>{trade.side === 'buy' ? 'Buy' : 'Sell'}</strong>{' '}
                  {formatShareUnits(trade.quantity_e5)} {trade.symbol}, about{' '}
                  <Money cents={trade.estimated_cents} />
                </li>
              ))}
            </TradeList>
            <PlaceTrades trades={result.trades} onPlaced={onPlaced} />
          </>
        )}
      </Card>
      <Card aria-labelledby="method-heading">
        <Heading as="h2" level={2} id="method-heading">
          How this was worked out
        </Heading>
        <MethodList>
          {result.method.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </MethodList>
      </Card>
    </>
  );
}

const Lead = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  marginBottom: '$4',
});
const Points = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: '$3',
  margin: '0 0 $3',
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
});
const AssetStats = styled('span', {
  display: 'block',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: 400,
});
const TradeList = styled('ul', { margin: '0 0 $4', paddingLeft: '$5', lineHeight: 1.7 });
const MethodList = styled('ul', {
  margin: 0,
  paddingLeft: '$5',
  color: '$textMuted',
  lineHeight: 1.5,
});
