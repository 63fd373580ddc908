// The watchlist with live prices: the first rows of /app/watchlist, each price reading its own
// symbol's signal (market state.ts), seeded from the answer and kept live by the quote stream.
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { WatchlistResponse } from '@/contract/market';
import { SecurityRows, seedQuotes, watchlistQuery, watchQuotes } from '@/features/market';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Muted } from '@/ui/Card';
import { Section, SectionBody } from './Section';

const SHOWN = 6;

export function Watchlist() {
  const { state, reload } = useApiQuery(watchlistQuery);
  return (
    <Section
      id="home-watchlist"
      testId="home-watchlist"
      title="Watchlist"
      more={{ href: appPaths.watchlist, what: 'of your watchlist' }}
    >
      <SectionBody
        state={state}
        reload={reload}
        label="Loading your watchlist"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Muted css={{ margin: 0 }}>
            Nothing watched yet. Tap Watch on a stock’s page to follow its price here, or{' '}
            <Link href={appPaths.explore}>explore sectors</Link>.
          </Muted>
        }
      >
        {(data) => <LiveRows data={data} />}
      </SectionBody>
    </Section>
  );
}

function LiveRows({ data }: { data: WatchlistResponse }) {
  const items = data.items.slice(0, SHOWN);
  const symbols = items.map((item) => item.security.symbol).join(',');
  useEffect(() => seedQuotes(data.items.map((item) => item.quote)), [data]);
  useEffect(() => (symbols ? watchQuotes(symbols.split(',')) : undefined), [symbols]);
  return (
    <SecurityRows
      label="Your watchlist"
      items={items.map((item) => ({ security: item.security, quote: item.quote, live: true }))}
    />
  );
}
