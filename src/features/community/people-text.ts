// Words for the kinds of people (spec §1 "following investors and featured contributors"; §2
// "/users/thought_leaders", mobile "famous investors") and for follower counts.
import type { ProfileKind } from '@/contract/community';
import { formatCount } from '@/ui/format';

export const KIND_LABELS: Record<ProfileKind, string> = {
  member: 'Member',
  thought_leader: 'Thought leader',
  famous_investor: 'Famous investor',
  featured_contributor: 'Featured contributor',
};

export const followersText = (n: number) =>
  `${formatCount(n)} ${n === 1 ? 'follower' : 'followers'}`;
