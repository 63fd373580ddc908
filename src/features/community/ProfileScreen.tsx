// /app/users/{id}/public_profile (spec §2): a person as the reader may see them:
// name, kind, bio, followers and following, XP (spec §3 "Community points are labelled XP"), a
// follow button, and their ideas, thoughts and portfolio weights where they share them.
import { useParams } from 'wouter';
import type { PublicProfile } from '@/contract/community';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { Link } from 'wouter';
import { privacyQuery, profileQuery } from './api';
import { CommunityNav } from './CommunityNav';
import { FollowButton, useFollowState } from './FollowButton';
import { KindBadge } from './KindBadge';
import { communityPaths } from './paths';
import { formatCount } from '@/ui/format';
import { ProfileSections } from './ProfileSections';

export default function ProfileScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { state, reload } = useApiQuery(profileQuery(id));
  return (
    <Page title="Profile" testId="profile-screen">
      <CommunityNav />
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading profile"
        staleNotice
        notFound={
          <Card>
            <Heading>Profile not found</Heading>
            <Muted>
              No member has this address. <Link href={communityPaths.feed}>Back to the feed</Link>.
            </Muted>
          </Card>
        }
      >
        {(profile) =>
          profile.is_me ? <OwnProfile profile={profile} /> : <Profile profile={profile} />
        }
      </QueryView>
    </Page>
  );
}

const NOTHING = new Set<never>();

function Profile({ profile }: { profile: PublicProfile }) {
  return (
    <>
      <Header profile={profile} />
      <ProfileSections profile={profile} privateToOthers={NOTHING} />
    </>
  );
}

/** The reader's own profile shows everything; the parts others cannot see are labelled. */
function OwnProfile({ profile }: { profile: PublicProfile }) {
  const { state } = useApiQuery(privacyQuery);
  const hidden = new Set<'ideas' | 'thoughts' | 'portfolio'>();
  if (state.status === 'success') {
    if (!state.data.show_ideas) hidden.add('ideas');
    if (!state.data.show_thoughts) hidden.add('thoughts');
    if (!state.data.show_portfolio) hidden.add('portfolio');
  }
  return (
    <>
      <Header profile={profile} />
      <ProfileSections profile={profile} privateToOthers={hidden} />
    </>
  );
}

function Header({ profile }: { profile: PublicProfile }) {
  const { followerCount } = useFollowState(profile);
  return (
    <Card>
      <Top>
        <div>
          <Heading css={{ marginBottom: '$2' }}>{profile.name}</Heading>
          {profile.handle ? <Handle data-testid="profile-handle">@{profile.handle}</Handle> : null}
          <KindBadge kind={profile.kind} />
        </div>
        {profile.is_me ? (
          <Link href={communityPaths.privacySettings}>Privacy settings</Link>
        ) : (
          <FollowButton person={profile} />
        )}
      </Top>
      {profile.bio ? <Bio>{profile.bio}</Bio> : null}
      <Stats>
        <div>
          <dt>Followers</dt>
          <dd data-testid="profile-followers">{formatCount(followerCount)}</dd>
        </div>
        <div>
          <dt>Following</dt>
          <dd>{formatCount(profile.following_count)}</dd>
        </div>
        <div>
          <dt>XP</dt>
          <dd data-testid="profile-xp">{formatCount(profile.karma_total)}</dd>
        </div>
      </Stats>
    </Card>
  );
}

const Top = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$4',
  flexWrap: 'wrap',
});
/** What to write to mention them in a post. */
const Handle = styled('span', { color: '$textMuted', marginRight: '$2', overflowWrap: 'anywhere' });
const Bio = styled('p', { margin: '$3 0 0', color: '$textMuted' });
const Stats = styled('dl', {
  display: 'flex',
  gap: '$6',
  margin: '$4 0 0',
  '& div': { display: 'flex', flexDirection: 'column-reverse' },
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontWeight: 800, fontSize: '$lg', fontVariantNumeric: 'tabular-nums' },
});
