// Words for the kinds of people (spec §1 "following investors and featured contributors"; §2
// "/users/thought_leaders", mobile "famous investors") and for follower counts.
import type { ProfileKind } from '@/contract/community';
import { numberFormat } from '@/ui/intl';

export const KIND_LABELS: Record<ProfileKind, string> = {
  member: 'Member',
  thought_leader: 'Thought leader',
  famous_investor: 'Famous investor',
  featured_contributor: 'Featured contributor',
};

const count = numberFormat();

export const followersText = (n: number) =>
  `${count.format(n)} ${n === 1 ? 'follower' : 'followers'}`;

export const formatCount = (n: number) => count.format(n);
