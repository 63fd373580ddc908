// The community feature's calls (issue 6/10 items 1, 3, 4). Every response is checked against its
// contract struct by platform/api (CONVENTIONS "Validate once at the edge").
import {
  ConnectionsResponse,
  type CreateIdeaRequest,
  FollowState,
  PeopleList,
  type PostPage as PostPageType,
  PostCreated,
  PostPage,
  PrivacySettings,
  type ProfileKind,
  PublicProfile,
} from '@/contract/community';
import { SearchResponse } from '@/contract/market';
import { api } from '@/platform/api';

/** The two paged feeds of /app/feed; popular ideas come in one page. */
export type FeedName = 'activity' | 'community' | 'popular_ideas';

export const loadFeed = (
  feed: FeedName,
  cursor: string | undefined,
  limit: number,
): Promise<PostPageType> =>
  api({
    path: `/feeds/${feed}`,
    query: feed === 'popular_ideas' ? {} : { cursor, limit: String(limit) },
    response: PostPage,
  });

/** The reader's own ideas (/app/ideas), newest first. */
export const loadMyIdeas = (cursor?: string) =>
  api({ path: '/ideas', query: { cursor, limit: '50' }, response: PostPage });

export const createIdea = (body: CreateIdeaRequest) =>
  api({ method: 'POST', path: '/ideas', body, response: PostCreated });

export const loadPeople = (kind: Exclude<ProfileKind, 'member'>) =>
  api({ path: '/people', query: { kind }, response: PeopleList });

export const loadConnections = () =>
  api({ path: '/users/connections', response: ConnectionsResponse });

export const loadProfile = (userId: string) =>
  api({
    path: `/users/${encodeURIComponent(userId)}/public_profile`,
    response: PublicProfile,
  });

export const setFollow = (userId: string, following: boolean) =>
  api({
    method: following ? 'PUT' : 'DELETE',
    path: `/follows/${encodeURIComponent(userId)}`,
    response: FollowState,
  });

export const loadPrivacy = () => api({ path: '/privacy_settings', response: PrivacySettings });

export const savePrivacy = (settings: PrivacySettings) =>
  api({ method: 'PUT', path: '/privacy_settings', body: settings, response: PrivacySettings });

/** The market search (GET /securities/search, issue 4/10) for the idea form's symbol picker. */
export const searchSymbols = (q: string) =>
  api({ path: '/securities/search', query: { q }, response: SearchResponse });
