// The parts of a public profile: ideas, thoughts and portfolio weights. A part
// its owner keeps private is absent from the server's answer, and the section says so; the
// portfolio is only ever weights, shown as percentages.
import type { ReactNode } from 'react';
import type { Post, PublicProfile } from '@/contract/community';
import { ThoughtCard } from '@/features/thoughts';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatBasisPoints } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { Link } from 'wouter';
import { securityPath } from '@/paths';
import { IdeaCard } from './IdeaCard';

type Part = 'ideas' | 'thoughts' | 'portfolio';

export function ProfileSections({
  profile,
  privateToOthers,
}: {
  profile: PublicProfile;
  /** The reader's own profile: the parts others cannot see, to label them. */
  privateToOthers: ReadonlySet<Part>;
}) {
  const first = profile.name.split(' ')[0] ?? profile.name;
  const section = (part: Part, title: string, body: (name: string) => ReactNode) => (
    <Card aria-labelledby={`profile-${part}`} data-testid={`profile-${part}`}>
      <Heading as="h2" level={2} id={`profile-${part}`}>
        {title}
      </Heading>
      {privateToOthers.has(part) ? (
        <Muted>Private: only you see this. Change it in privacy settings.</Muted>
      ) : null}
      {body(first)}
    </Card>
  );
  return (
    <>
      {section('ideas', 'Ideas', (name) =>
        profile.ideas === undefined ? (
          <Private name={profile.name} part="ideas" />
        ) : (
          <PostList posts={profile.ideas} empty={`${name} has not posted an idea yet.`} />
        ),
      )}
      {section('thoughts', 'Thoughts', (name) =>
        profile.thoughts === undefined ? (
          <Private name={profile.name} part="thoughts" />
        ) : (
          <PostList posts={profile.thoughts} empty={`${name} has not posted a thought yet.`} />
        ),
      )}
      {section('portfolio', 'Portfolio', (name) =>
        profile.portfolio === undefined ? (
          <Private name={profile.name} part="portfolio" />
        ) : profile.portfolio.length === 0 ? (
          <Muted>{name} holds no positions right now.</Muted>
        ) : (
          <Weights portfolio={profile.portfolio} name={profile.name} />
        ),
      )}
    </>
  );
}

function Private({ name, part }: { name: string; part: Part }) {
  return (
    <Muted data-testid={`private-${part}`}>
      {name} keeps their {part} private.
    </Muted>
  );
}

function PostList({ posts, empty }: { posts: readonly Post[]; empty: string }) {
  if (posts.length === 0) return <Muted>{empty}</Muted>;
  return (
    <List>
      {posts.map((post) => (
        <li key={post.id}>
          {post.kind === 'idea' ? (
            <IdeaCard idea={post} context="profile" showAuthor={false} />
          ) : (
            <ThoughtCard post={post} headingLevel={3} />
          )}
        </li>
      ))}
    </List>
  );
}

function Weights({
  portfolio,
  name,
}: {
  portfolio: NonNullable<PublicProfile['portfolio']>;
  name: string;
}) {
  return (
    <>
      <Muted>Weights of {name}’s holdings by market value. Amounts are never shown.</Muted>
      <WeightList aria-label={`${name}’s portfolio weights`}>
        {portfolio.map((holding) => (
          <Weight key={holding.symbol}>
            <Link href={securityPath(holding.symbol)}>{holding.symbol}</Link>
            <Bar aria-hidden>
              <Fill style={{ width: `${holding.weight_bp / 100}%` }} />
            </Bar>
            <span>{formatBasisPoints(holding.weight_bp)}</span>
          </Weight>
        ))}
      </WeightList>
    </>
  );
}

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});
const WeightList = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Weight = styled('li', {
  display: 'grid',
  gridTemplateColumns: '64px 1fr 72px',
  alignItems: 'center',
  gap: '$3',
  padding: '$1 0',
  fontVariantNumeric: 'tabular-nums',
  '& a': { fontWeight: 700, color: '$text' },
  '& span:last-child': { textAlign: 'right' },
});
const Bar = styled('span', {
  height: '8px',
  borderRadius: '$pill',
  backgroundColor: '$appBackground',
  border: '1px solid $border',
  overflow: 'hidden',
});
const Fill = styled('span', { display: 'block', height: '100%', backgroundColor: '$badge' });
