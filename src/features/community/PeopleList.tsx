// A list of people with their kind, bio, follower count and a follow button (thought leaders,
// famous investors, connections, and the Following feed's suggestions).
import type { PersonSummary } from '@/contract/community';
import { Link } from 'wouter';
import { styled } from '@/ui/theme/stitches';
import { FollowButton, useFollowState } from './FollowButton';
import { KindBadge } from './KindBadge';
import { followersText } from './people-text';
import { profilePath } from './paths';

/** A person, and (suggestions) why they are listed. */
type Listed = PersonSummary & { reason?: string };

export function PeopleList({
  label,
  people,
  showBio = true,
}: {
  label: string;
  people: readonly Listed[];
  showBio?: boolean;
}) {
  return (
    <List aria-label={label}>
      {people.map((person) => (
        <PersonRow key={person.id} person={person} showBio={showBio} />
      ))}
    </List>
  );
}

function PersonRow({ person, showBio }: { person: Listed; showBio: boolean }) {
  const { followerCount } = useFollowState(person);
  return (
    <Row>
      <Who>
        <Name>
          <Link href={profilePath(person.id)}>{person.name}</Link> <KindBadge kind={person.kind} />
        </Name>
        {person.reason ? <Bio css={{ color: '$text' }}>{person.reason}</Bio> : null}
        {showBio && person.bio ? <Bio>{person.bio}</Bio> : null}
        <Meta>{followersText(followerCount)}</Meta>
      </Who>
      <FollowButton person={person} compact />
    </Row>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Row = styled('li', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$4',
  padding: '$3 0',
  '& + &': { borderTop: '1px solid $border' },
});
const Who = styled('div', { minWidth: 0 });
const Name = styled('p', {
  margin: 0,
  fontWeight: 600,
  '& a': { color: '$text' },
});
const Bio = styled('p', { margin: '$1 0 0', color: '$textMuted', fontSize: '$sm' });
const Meta = styled('p', { margin: '$1 0 0', color: '$textMuted', fontSize: '$xs' });
