// The community screens' own navigation: one row of links under the title, so the
// app's main navigation needs a single Community entry (/app/feed).
import { socialPaths } from '@/features/social';
import { LinkTabs } from '@/ui/LinkTabs';
import { communityPaths } from './paths';

const LINKS = [
  [communityPaths.feed, 'Feed'],
  [communityPaths.ideas, 'My ideas'],
  [communityPaths.connections, 'Connections'],
  [communityPaths.thoughtLeaders, 'Thought leaders'],
  [communityPaths.famousInvestors, 'Famous investors'],
  [communityPaths.privacySettings, 'Privacy'],
  [socialPaths.ask, 'Ask'],
  [socialPaths.inviteFriends, 'Invite friends'],
] as const;

export function CommunityNav() {
  return <LinkTabs label="Community" links={LINKS} />;
}
