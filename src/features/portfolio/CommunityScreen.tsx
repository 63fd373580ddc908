// /app/ideas/community (spec §2 "popular stocks"): the most held and most traded
// across users, counts only, never who.
import { Link } from 'wouter';
import type { PopularResponse } from '@/contract/portfolio';
import { useApiQuery } from '@/platform/queries';
import { appPaths, securityPath } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatChangeBasisPoints, formatPriceUnits } from '@/ui/format';
import { Page } from '@/ui/Page';
import { ResultIcon } from '@/ui/ResultIcon';
import { styled } from '@/ui/theme/stitches';
import { popularQuery } from './api';
import { PortfolioNav } from './PortfolioNav';
import { QueryView } from '@/ui/QueryView';

export default function CommunityScreen() {
  return (
    <Page title="Popular stocks" wide testId="community-screen">
      <Heading>Popular stocks</Heading>
      <PortfolioNav />
      <Popular />
    </Page>
  );
}

function Popular() {
  const { state, reload } = useApiQuery(popularQuery);
  return (
    <QueryView staleNotice state={state} reload={reload} loadingLabel="Loading popular stocks">
      {(data) => <Lists data={data} />}
    </QueryView>
  );
}

interface Row {
  symbol: string;
  name: string;
  price_e4: number;
  change_bp: number;
  count: string;
}

const people = (n: number) => `${n} ${n === 1 ? 'investor' : 'investors'}`;

function Lists({ data }: { data: PopularResponse }) {
  const held = data.most_held.map((row) => ({ ...row, count: `Held by ${people(row.holders)}` }));
  const traded = data.most_traded.map((row) => ({
    ...row,
    count: `${row.fills} ${row.fills === 1 ? 'trade' : 'trades'} by ${people(row.traders)}`,
  }));
  return (
    <Columns>
      {/* Each card in its own cell: adjacent cards would take the stacked-card margin. */}
      <div>
        <Ranking id="most-held" title="Most held" rows={held} />
      </div>
      <div>
        <Ranking
          id="most-traded"
          title={`Most traded, last ${data.window_days} days`}
          rows={traded}
        />
      </div>
    </Columns>
  );
}

function Ranking({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <Card aria-labelledby={id} data-testid={id}>
      <Heading as="h2" level={2} id={id}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Muted>
          Nobody has traded yet. <Link href={appPaths.search}>Find a stock</Link> and be the first.
        </Muted>
      ) : (
        <List>
          {rows.map((row, index) => (
            <Item key={row.symbol}>
              <Rank aria-hidden="true">{index + 1}</Rank>
              <div>
                <Link href={securityPath(row.symbol)}>{row.symbol}</Link>
                <Detail>{row.name}</Detail>
                <Detail>{row.count}</Detail>
              </div>
              <Price>
                {formatPriceUnits(row.price_e4, { strict: true })}
                <span>
                  <ResultIcon value={row.change_bp} size={12} />{' '}
                  {formatChangeBasisPoints(row.change_bp)}
                </span>
              </Price>
            </Item>
          ))}
        </List>
      )}
    </Card>
  );
}

const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$4',
  alignItems: 'start',
  '@mobile': { gridTemplateColumns: '1fr' },
});
const List = styled('ol', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: '28px 1fr auto',
  gap: '$3',
  alignItems: 'center',
  padding: '$3 0',
  '& + &': { borderTop: '1px solid $border' },
  '& a': { fontWeight: 800 },
});
const Rank = styled('span', { color: '$textMuted', fontWeight: 700 });
const Detail = styled('span', { display: 'block', color: '$textMuted', fontSize: '$sm' });
const Price = styled('span', {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  '& span': { display: 'block', fontSize: '$sm' },
});
