// The Following feed's empty state: people worth following (GET /people/suggestions:
// members who post about what the reader holds or watches, then thought leaders, each with why),
// followed with one tap, so a new member has a way in. After following someone, "Show their
// posts" loads the feed again.
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import type { SuggestedPeople as Suggested } from '@/contract/community';
import { call } from '@/platform/api';
import { type ApiQuery, useApiQuery } from '@/platform/queries';
import * as suggestedPeopleEndpoints from '@/contract/endpoints/suggested-people';
import { PeopleList } from './PeopleList';
import { communityPaths } from './paths';

/** Here rather than in api.ts, which the app shell carries: only this empty state asks. */
const suggestionsQuery: ApiQuery<Suggested> = {
  reads: [suggestedPeopleEndpoints.suggestedPeople],
  load: () => call(suggestedPeopleEndpoints.suggestedPeople),
};

export function SuggestedPeople({ onRefresh }: { onRefresh: () => void }) {
  const { state, reload } = useApiQuery(suggestionsQuery);
  return (
    <Card data-testid="feed-suggestions">
      <Heading as="h2" level={2}>
        Your feed is quiet
      </Heading>
      <Muted>Follow people to see their ideas and thoughts here. Some to start with:</Muted>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading people to follow"
        isEmpty={(data) => data.people.length === 0}
        empty={<Muted>No one to suggest yet. The Community tab shows everyone’s posts.</Muted>}
      >
        {(data) => <PeopleList label="People to follow" people={data.people} showBio={false} />}
      </QueryView>
      <Actions>
        <Button variant="secondary" onClick={onRefresh}>
          Show their posts
        </Button>
        <Link href={communityPaths.famousInvestors}>Famous investors</Link>
        <Link href={communityPaths.thoughtLeaders}>All thought leaders</Link>
      </Actions>
    </Card>
  );
}

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$4',
  marginTop: '$4',
});
