// Community routes (issue 6/10): ideas, thoughts, votes and reports, follows, feeds, people,
// profiles and privacy settings. Thin: the rules and the privacy filter live in
// server/services/community. Every route needs a session: the community is for members.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ConnectionsResponse,
  CreateIdeaRequest,
  CreateThoughtRequest,
  FeedQuery,
  FollowState,
  KarmaState,
  OkResponse,
  PeopleList,
  PeopleQuery,
  Post,
  PostCreated,
  PostId,
  PostPage,
  PostsQuery,
  PrivacySettings,
  PublicProfile,
  ReportRequest,
  SecurityCommunity,
  UserId,
  VoteRequest,
  VoteResult,
} from '@/contract/community';
import { defineRoute } from '../http/route';
import { HttpError } from '../http/errors';
import { pathParam } from '../http/validation';
import type { CommunityDeps } from '../services/community/deps';
import {
  activityFeed,
  communityFeed,
  listPosts,
  popularIdeas,
  securityCommunity,
} from '../services/community/feeds';
import { follow, unfollow } from '../services/community/follows';
import { karmaOf } from '../services/community/karma';
import { connections, people, publicProfile } from '../services/community/people';
import { readPost } from '../services/community/post-query';
import { createIdea, createThought } from '../services/community/posts';
import { privacyOf, setPrivacy } from '../services/community/privacy';
import { report, vote } from '../services/community/votes';
import { readIdempotencyKey } from '../http/idempotency-key';
import { symbolParam } from './market';

const tag = 'community';
const postIdOf = (request: FastifyRequest) => Number(pathParam(request, 'id', PostId));
const userIdOf = (request: FastifyRequest) => pathParam(request, 'user_id', UserId);

export function communityRoutes(app: FastifyInstance, deps: CommunityDeps): void {
  const { db } = deps;

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/karma',
      summary: 'The reader’s karma (XP) and whether today’s maximum is reached (spec §3)',
      tag,
      auth: 'session',
      response: KarmaState,
    },
    ({ userId }) => karmaOf(db, userId, deps.now(), deps.karmaDailyMax),
  );

  // Ideas (item 1).
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/ideas',
      summary: 'Post a buy or sell idea; it is graded from this moment',
      tag,
      auth: 'session',
      body: CreateIdeaRequest,
      response: PostCreated,
      status: 201,
    },
    ({ userId, body }) => createIdea(deps, userId, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/ideas',
      summary: 'Ideas by author or security; with neither, the reader’s own (/app/ideas)',
      tag,
      auth: 'session',
      query: PostsQuery,
      response: PostPage,
    },
    ({ userId, query }) =>
      listPosts(deps, userId, {
        ...query,
        kind: 'idea',
        user_id: query.user_id ?? (query.symbol ? undefined : userId),
      }),
  );
  for (const kind of ['idea', 'thought'] as const) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/api/v1/${kind}s/:id`,
        summary: `One ${kind} the reader may see`,
        tag,
        auth: 'session',
        response: Post,
      },
      async ({ request, userId }) => {
        const post = await readPost(deps, userId, postIdOf(request));
        if (!post || post.kind !== kind) {
          throw new HttpError(404, `That ${kind} does not exist or is not shared with you.`);
        }
        return post;
      },
    );
  }

  // Thoughts (item 2).
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/thoughts',
      summary: 'Post a thought on a security, marked pro or con (plain text)',
      tag,
      auth: 'session',
      body: CreateThoughtRequest,
      response: PostCreated,
      status: 201,
    },
    ({ request, userId, body }) =>
      createThought(
        deps,
        userId,
        body,
        // Optional here (unlike money requests): offline drafts send their id (item 2).
        request.headers['idempotency-key'] ? readIdempotencyKey(request) : undefined,
      ),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/thoughts',
      summary: 'Thoughts by author or security, newest first',
      tag,
      auth: 'session',
      query: PostsQuery,
      response: PostPage,
    },
    ({ userId, query }) => listPosts(deps, userId, { ...query, kind: 'thought' }),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/thoughts/:id/vote',
      summary: 'Agree, disagree or (null) take the vote back',
      tag,
      auth: 'session',
      body: VoteRequest,
      response: VoteResult,
    },
    ({ request, userId, body }) => vote(deps, userId, postIdOf(request), body.vote),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/thoughts/:id/report',
      summary: 'Report an abusive post; enough reports hide it',
      tag,
      auth: 'session',
      body: ReportRequest,
      response: OkResponse,
    },
    ({ request, userId, body }) => report(deps, userId, postIdOf(request), body.reason),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/community/securities/:symbol',
      summary: 'A security’s pros and cons in two columns, and its ideas',
      tag,
      auth: 'session',
      response: SecurityCommunity,
    },
    ({ request, userId }) => securityCommunity(deps, userId, symbolParam(request).symbol),
  );

  // Feeds (item 4).
  const feeds = { activity: activityFeed, community: communityFeed } as const;
  for (const [name, read] of Object.entries(feeds)) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/api/v1/feeds/${name}`,
        summary:
          name === 'activity'
            ? 'Posts by the people the reader follows, newest first'
            : 'Every post the reader may see, newest first',
        tag,
        auth: 'session',
        query: FeedQuery,
        response: PostPage,
      },
      ({ userId, query }) => read(deps, userId, query),
    );
  }
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/feeds/popular_ideas',
      summary: 'Recent ideas on the most discussed securities',
      tag,
      auth: 'session',
      response: PostPage,
    },
    ({ userId }) => popularIdeas(deps, userId),
  );

  // People, follows, profiles and privacy (item 3).
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/follows/:user_id',
      summary: 'Follow a user or contributor (idempotent)',
      tag,
      auth: 'session',
      response: FollowState,
    },
    ({ request, userId }) => follow(db, userId, userIdOf(request)),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/v1/follows/:user_id',
      summary: 'Unfollow (idempotent)',
      tag,
      auth: 'session',
      response: FollowState,
    },
    ({ request, userId }) => unfollow(db, userId, userIdOf(request)),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/users/connections',
      summary: 'Who the reader follows and who follows them',
      tag,
      auth: 'session',
      response: ConnectionsResponse,
    },
    ({ userId }) => connections(db, userId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/people',
      summary: 'Thought leaders, famous investors or featured contributors',
      tag,
      auth: 'session',
      query: PeopleQuery,
      response: PeopleList,
    },
    ({ userId, query }) => people(db, userId, query.kind),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/users/:user_id/public_profile',
      summary: 'A profile as the reader may see it: private parts are absent',
      tag,
      auth: 'session',
      response: PublicProfile,
    },
    ({ request, userId }) => publicProfile(deps, userId, userIdOf(request)),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/privacy_settings',
      summary: 'What others may see of the reader',
      tag,
      auth: 'session',
      response: PrivacySettings,
    },
    ({ userId }) => privacyOf(db, userId),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/privacy_settings',
      summary: 'Change what others may see (ideas, thoughts, portfolio weights)',
      tag,
      auth: 'session',
      body: PrivacySettings,
      response: PrivacySettings,
    },
    ({ userId, body }) => setPrivacy(db, userId, body),
  );
}
