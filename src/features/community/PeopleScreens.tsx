// People lists (spec §2 "/users/thought_leaders"; mobile "famous investors"):
// the seeded people the community follows, most followed first, each with a follow button; the
// famous investors screen also shows history's investors from the content service. Both screens
// share this chunk.
import type { ProfileKind } from '@/contract/community';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { peopleQuery } from './api';
import { CommunityNav } from './CommunityNav';
import { InvestorProfiles } from './InvestorProfiles';
import { PeopleList } from './PeopleList';

type Listed = Exclude<ProfileKind, 'member'>;

const SCREENS: Record<'thought_leader' | 'famous_investor', { title: string; intro: string }> = {
  thought_leader: {
    title: 'Thought leaders',
    intro:
      'Investors whose ideas and thoughts the community reads most. Follow them to see their posts in your feed.',
  },
  famous_investor: {
    title: 'Famous investors',
    intro:
      'Well-known investors and how they position. Follow them to see their ideas in your feed.',
  },
};

function PeopleScreen({ kind }: { kind: keyof typeof SCREENS }) {
  const { title, intro } = SCREENS[kind];
  return (
    <Page title={title} testId={`people-${kind}`}>
      <Heading>{title}</Heading>
      <CommunityNav />
      <Muted>{intro}</Muted>
      <People kind={kind} title={title} />
      {kind === 'famous_investor' ? <InvestorProfiles /> : null}
    </Page>
  );
}

function People({ kind, title }: { kind: Listed; title: string }) {
  const { state, reload } = useApiQuery(peopleQuery(kind));
  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel={`Loading ${title.toLowerCase()}`}
      staleNotice
      isEmpty={(data) => data.people.length === 0}
      empty={
        <Card>
          <Muted role="status">No {title.toLowerCase()} are listed yet.</Muted>
        </Card>
      }
    >
      {(data) => (
        <Card>
          <PeopleList label={title} people={data.people} />
        </Card>
      )}
    </QueryView>
  );
}

export function ThoughtLeadersScreen() {
  return <PeopleScreen kind="thought_leader" />;
}

export function FamousInvestorsScreen() {
  return <PeopleScreen kind="famous_investor" />;
}
