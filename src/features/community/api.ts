// The community feature's calls (spec §1 ideas, following; §2 /ideas, /users/connections,
// /privacy_settings). Every answer is checked against its endpoint's response struct by
// platform/api (CONVENTIONS "Validate once at the edge"). The queries name what they read, for the
// app's query cache (platform/queries); a change that succeeds marks what it made stale.
import {
  type ConnectionsResponse,
  type CreateIdeaRequest,
  type PeopleList,
  type Post,
  type PostPage,
  type PrivacySettings,
  type ProfileKind,
  type PublicProfile,
} from '@/contract/community';
import { call } from '@/platform/api';
import { afterChange, type ApiQuery } from '@/platform/queries';
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

/** The first page of the reader's ideas; older ones come through `loadMyIdeas(cursor)`. */
export const myIdeasQuery: ApiQuery<PostPage> = {
  reads: [communityEndpoints.ideas],
  args: [{ limit: '50' }],
  load: () => loadMyIdeas(),
};

export const createIdea = (body: CreateIdeaRequest) =>
  afterChange('post', call(communityEndpoints.createIdea, { body }));

export const peopleQuery = (kind: Exclude<ProfileKind, 'member'>): ApiQuery<PeopleList> => ({
  reads: [communityEndpoints.people],
  args: [kind],
  load: () => call(communityEndpoints.people, { query: { kind } }),
});

export const connectionsQuery: ApiQuery<ConnectionsResponse> = {
  reads: [communityEndpoints.connections],
  load: () => call(communityEndpoints.connections),
};

export const profileQuery = (userId: string): ApiQuery<PublicProfile> => ({
  reads: [communityEndpoints.publicProfile],
  args: [userId],
  load: () => call(communityEndpoints.publicProfile, { params: { user_id: userId } }),
});

/** The follow queue's request (state.ts): each one the server takes marks follows stale. */
export const setFollow = (userId: string, following: boolean) =>
  afterChange(
    'follow',
    call(following ? communityEndpoints.follow : communityEndpoints.unfollow, {
      params: { user_id: userId },
    }),
  );

export const privacyQuery: ApiQuery<PrivacySettings> = {
  reads: [communityEndpoints.privacy],
  load: () => call(communityEndpoints.privacy),
};

export const savePrivacy = (settings: PrivacySettings) =>
  afterChange('follow', call(communityEndpoints.setPrivacy, { body: settings }));

/** The market search (GET /securities/search) for the idea form's symbol picker. */
export const searchSymbols = (q: string) => call(marketEndpoints.search, { query: { q } });

/** One idea, for its page (/app/ideas/{id}). */
export const ideaQuery = (id: string): ApiQuery<Post> => ({
  reads: [communityEndpoints.idea],
  args: [id],
  load: () => call(communityEndpoints.idea, { params: { id } }),
});
