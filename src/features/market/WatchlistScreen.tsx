// /app/watchlist (spec §2 mobile "interests selection and watchlist"): the securities a user
// follows, with live prices (each row's price reads its own signal, state.ts) and Remove.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { WatchlistResponse } from '@/contract/market';
import { describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { unwatch, watchlistQuery } from './api';
import { MarketTabs } from './MarketTabs';
import { QueryView } from '@/ui/QueryView';
import { SecurityRows } from './SecurityRows';
import { seedQuotes, watchQuotes } from './state';

export default function WatchlistScreen() {
  const { state, reload } = useApiQuery(watchlistQuery);
  return (
    <Page title="Watchlist" testId="watchlist-screen">
      <Heading>Watchlist</Heading>
      <MarketTabs />
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading your watchlist"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyWatchlist />}
      >
        {(data) => <Watchlist initial={data} />}
      </QueryView>
    </Page>
  );
}

function Watchlist({ initial }: { initial: WatchlistResponse }) {
  useSignals();
  const [items, setItems] = useState(initial.items);
  const [error, setError] = useState<string | null>(null);
  const symbols = items.map((item) => item.security.symbol).join(',');
  useEffect(() => seedQuotes(initial.items.map((item) => item.quote)), [initial]);
  useEffect(() => (symbols ? watchQuotes(symbols.split(',')) : undefined), [symbols]);

  const remove = async (symbol: string) => {
    setError(null);
    try {
      await unwatch(symbol);
      setItems((current) => current.filter((item) => item.security.symbol !== symbol));
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  if (items.length === 0) return <EmptyWatchlist />;
  const online = isOnline.value;
  return (
    <Card>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {online ? null : <Muted>Prices are the last ones seen. Removing needs a connection.</Muted>}
      <SecurityRows
        label="Your watchlist"
        items={items.map((item) => ({
          ...item,
          live: true,
          action: (
            <Button
              variant="link"
              disabled={!online}
              aria-label={`Remove ${item.security.symbol} from the watchlist`}
              onClick={() => void remove(item.security.symbol)}
            >
              Remove
            </Button>
          ),
        }))}
      />
    </Card>
  );
}

function EmptyWatchlist() {
  return (
    <Card>
      <Muted>
        Your watchlist is empty. Add stocks and ETFs from their pages to follow their prices here.
      </Muted>
      <Button as={Link} href={appPaths.search}>
        Search for a company
      </Button>{' '}
      <Button as={Link} href={appPaths.explore} variant="secondary">
        Explore sectors
      </Button>
    </Card>
  );
}
