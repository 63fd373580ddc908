// /app/explore (spec §2 mobile "explore"): curated lists with prices, then every sector with its
// members. Sectors the user chose on /app/interests come first.
import { useState } from 'react';
import { Link } from 'wouter';
import type { ExploreResponse, SectorName } from '@/contract/market';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { exploreQuery } from './api';
import { Change } from './Change';
import { MarketTabs } from './MarketTabs';
import { QueryView } from '@/ui/QueryView';
import { SecurityRows } from './SecurityRows';
import { ShowMore } from './ShowMore';

const LIST_PREVIEW = 5;

export default function ExploreScreen() {
  const { state, reload } = useApiQuery(exploreQuery);
  return (
    <Page title="Explore" testId="explore-screen" wide>
      <Heading>Explore</Heading>
      <MarketTabs />
      <QueryView state={state} reload={reload} loadingLabel="Loading sectors and lists">
        {({ explore, interests }) => (
          <>
            <Lists explore={explore} />
            <Sectors explore={explore} interests={interests} />
          </>
        )}
      </QueryView>
    </Page>
  );
}

function Lists({ explore }: { explore: ExploreResponse }) {
  return (
    <section aria-labelledby="lists-heading">
      <Heading as="h2" level={2} id="lists-heading">
        Lists
      </Heading>
      <Grid>
        {explore.lists.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </Grid>
    </section>
  );
}

function ListCard({ list }: { list: ExploreResponse['lists'][number] }) {
  const [all, setAll] = useState(false);
  const members = all ? list.members : list.members.slice(0, LIST_PREVIEW);
  return (
    <Card aria-labelledby={`list-${list.id}`} css={{ '& + &': { marginTop: 0 } }}>
      <Heading as="h3" level={2} id={`list-${list.id}`} css={{ marginBottom: '$1' }}>
        {list.title}
      </Heading>
      <Muted css={{ fontSize: '$sm', marginBottom: '$2' }}>{list.description}</Muted>
      <SecurityRows label={list.title} ordered items={members} />
      {list.members.length > LIST_PREVIEW ? (
        <ShowMore
          total={list.members.length}
          expanded={all}
          onToggle={() => setAll((shown) => !shown)}
        />
      ) : null}
    </Card>
  );
}

function Sectors({ explore, interests }: { explore: ExploreResponse; interests: SectorName[] }) {
  const chosen = new Set(interests);
  const sectors = [...explore.sectors].sort(
    (a, b) => Number(chosen.has(b.sector)) - Number(chosen.has(a.sector)),
  );
  return (
    <section aria-labelledby="sectors-heading">
      <Heading as="h2" level={2} id="sectors-heading" css={{ marginTop: '$6' }}>
        Sectors
      </Heading>
      <Muted>
        {interests.length > 0 ? 'Your interests come first. ' : ''}
        <Link href={appPaths.interests}>
          {interests.length > 0 ? 'Change your interests' : 'Choose your interests'}
        </Link>
      </Muted>
      <Card css={{ padding: '$2 $4' }}>
        {sectors.map((group) => (
          <Sector key={group.sector}>
            <summary>
              <SectorTitle>
                {group.sector === 'ETF' ? 'Exchange-traded funds' : group.sector}
                {chosen.has(group.sector) ? <Badge>Interest</Badge> : null}
              </SectorTitle>
              <SectorMeta>
                {group.members.length} ·{' '}
                <Change
                  quote={{ change_e4: 0, change_bp: group.average_change_bp }}
                  amount={false}
                />
                <span className="visually-hidden"> average today</span>
              </SectorMeta>
            </summary>
            <SecurityRows
              label={`${group.sector} members`}
              items={group.members.map((security) => ({ security }))}
            />
          </Sector>
        ))}
      </Card>
    </section>
  );
}

const Grid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: '$4',
});
const Sector = styled('details', {
  '& + &': { borderTop: '1px solid $border' },
  '& summary': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '$3',
    minHeight: '52px',
    cursor: 'pointer',
    fontWeight: 600,
    listStyle: 'none',
  },
  '& summary::-webkit-details-marker': { display: 'none' },
  '& summary::before': { content: '"▸"', color: '$textMuted', marginRight: '$2' },
  '&[open] summary::before': { content: '"▾"' },
});
const SectorTitle = styled('span', { flex: 1, display: 'flex', alignItems: 'center', gap: '$2' });
const SectorMeta = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: 400,
});
const Badge = styled('span', {
  padding: '0 $2',
  borderRadius: '$pill',
  fontSize: '$xs',
  backgroundColor: '$badge',
  color: '$buttonText',
});
