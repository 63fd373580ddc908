// Spec §3 custom lesson components: each leads into the app's real flow.
// Paths come from the owning features' index.ts (spec §2 "/funding/deposit",
// "/funding/schedule-new-recurring-deposit", "/users/connections: community", "/invite-friends").
import type { LessonDocument } from '@/contract/content';
import { communityPaths } from '@/features/community';
import { fundingPaths } from '@/features/funding';
import { socialPaths } from '@/features/social';

export type LessonComponent = NonNullable<LessonDocument['component']>;

export const CUSTOM_FLOWS: Record<LessonComponent, { label: string; path: string; why: string }> = {
  learnDeposit: {
    label: 'Make a deposit',
    path: fundingPaths.deposit,
    why: 'Put what you learned to work: move money from your bank into your account.',
  },
  learnRecurringDeposit: {
    label: 'Schedule a recurring deposit',
    path: fundingPaths.scheduleRecurringDeposit,
    why: 'Invest a set amount every week, two weeks or month without having to remember.',
  },
  learnCommunity: {
    label: 'Go to the community',
    path: communityPaths.connections,
    why: 'See what the investors you follow are thinking, and find new ones.',
  },
  learnReferral: {
    label: 'Invite friends',
    path: socialPaths.inviteFriends,
    why: 'Share the app with friends; you can earn a reward when they fund an account.',
  },
};
