// The market's top movers (GET /market/trending: the day's biggest moves on the heaviest trading),
// split into rises and falls (movers.ts), with the session's state and time.
import { useState } from 'react';
import { formatAsOf, SecurityRows, trendingQuery } from '@/features/market';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Muted } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { splitMovers } from './movers';
import { Section, SectionBody } from './Section';

export function Movers() {
  const { state, reload } = useApiQuery(trendingQuery);
  const [side, setSide] = useState<'gainers' | 'losers'>('gainers');
  return (
    <Section
      id="home-movers"
      testId="home-movers"
      title="Top movers"
      more={{ href: appPaths.trending, what: 'trending stocks' }}
    >
      <SectionBody
        state={state}
        reload={reload}
        label="Loading the market's top movers"
        lines={5}
        isEmpty={(data) => data.stocks.length === 0}
        empty={<Muted css={{ margin: 0 }}>No stock has traded yet today.</Muted>}
      >
        {(data) => {
          const movers = splitMovers(data.stocks);
          const rows = movers[side];
          return (
            <>
              <Tabs role="group" aria-label="Movers">
                <Choice
                  type="button"
                  aria-pressed={side === 'gainers'}
                  onClick={() => setSide('gainers')}
                >
                  Gainers
                </Choice>
                <Choice
                  type="button"
                  aria-pressed={side === 'losers'}
                  onClick={() => setSide('losers')}
                >
                  Losers
                </Choice>
              </Tabs>
              {rows.length === 0 ? (
                <Muted>
                  {side === 'gainers'
                    ? 'No stock is up among today’s most traded.'
                    : 'No stock is down among today’s most traded.'}
                </Muted>
              ) : (
                <SecurityRows
                  ordered
                  label={side === 'gainers' ? 'Top gainers' : 'Top losers'}
                  items={rows}
                />
              )}
              <Muted as="p" css={{ margin: '$2 0 0', fontSize: '$sm' }}>
                {data.market.open ? 'Market open' : 'Market closed'} · as of{' '}
                {formatAsOf(data.as_of)}
              </Muted>
            </>
          );
        }}
      </SectionBody>
    </Section>
  );
}

const Tabs = styled('div', { display: 'flex', gap: '$2', margin: '0 0 $2' });
const Choice = styled('button', {
  appearance: 'none',
  minHeight: '44px',
  padding: '$2 $4',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed=true]': {
    backgroundColor: '$text',
    color: '$appBackground',
    borderColor: '$text',
  },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
