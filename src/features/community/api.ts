// The community feature's calls (spec §1 ideas, following; §2 /ideas, /users/connections,
// /privacy_settings). Every answer is checked against its endpoint's response struct by
// platform/api (CONVENTIONS "Validate once at the edge").
import {
  type CreateIdeaRequest,
  type PostPage,
  type PrivacySettings,
  type ProfileKind,
} from '@/contract/community';
import { call } from '@/platform/api';
import * as communityEndpoints from '@/contract/endpoints/community';
import * as marketEndpoints from '@/contract/endpoints/market';

/** The two paged feeds of /app/feed; popular ideas come in one page. */
export type FeedName = 'activity' | 'community' | 'popular_ideas';

const PAGED_FEEDS = {
  activity: communityEndpoints.activityFeed,
  community: communityEndpoints.communityFeed,
};

export const loadFeed = (
  feed: FeedName,
  cursor: string | undefined,
  limit: number,
): Promise<PostPage> =>
  feed === 'popular_ideas'
    ? call(communityEndpoints.popularIdeas)
    : call(PAGED_FEEDS[feed], { query: { cursor, limit: String(limit) } });

/** The reader's own ideas (/app/ideas), newest first. */
export const loadMyIdeas = (cursor?: string) =>
  call(communityEndpoints.ideas, { query: { cursor, limit: '50' } });

export const createIdea = (body: CreateIdeaRequest) =>
  call(communityEndpoints.createIdea, { body });

export const loadPeople = (kind: Exclude<ProfileKind, 'member'>) =>
  call(communityEndpoints.people, { query: { kind } });

export const loadConnections = () => call(communityEndpoints.connections);

export const loadProfile = (userId: string) =>
  call(communityEndpoints.publicProfile, { params: { user_id: userId } });

export const setFollow = (userId: string, following: boolean) =>
  call(following ? communityEndpoints.follow : communityEndpoints.unfollow, {
    params: { user_id: userId },
  });

export const loadPrivacy = () => call(communityEndpoints.privacy);

export const savePrivacy = (settings: PrivacySettings) =>
  call(communityEndpoints.setPrivacy, { body: settings });

/** The market search (GET /securities/search) for the idea form's symbol picker. */
export const searchSymbols = (q: string) => call(marketEndpoints.search, { query: { q } });
