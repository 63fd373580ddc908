// Community routes (spec §1 ideas, thoughts with pro and con points, following, karma): ideas,
// thoughts, replies, votes and reports, follows, feeds, people, profiles and privacy settings. Thin: the
// contract's endpoints (communityEndpoints) validate, and the rules and the privacy filter live in
// server/services/community. Every route needs a session: the community is for members.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { DEFAULT_KARMA_DAILY_MAX } from '../services/community/deps';
import { notFound } from '../errors';
import { defineRoute } from '../http/route';
import type { CommunityDeps } from '../services/community/deps';
import {
  activityFeed,
  communityFeed,
  listPosts,
  securityCommunity,
} from '../services/community/feeds';
import { follow, unfollow } from '../services/community/follows';
import { karmaOf } from '../services/community/karma';
import { connections, people, publicProfile } from '../services/community/people';
import { popularIdeas } from '../services/community/popular-ideas';
import { readPost } from '../services/community/post-query';
import { createIdea, createThought } from '../services/community/posts';
import { privacyOf, setPrivacy } from '../services/community/privacy';
import { createReply, listReplies } from '../services/community/replies';
import { suggestedPeople } from '../services/community/suggestions';
import { report, vote } from '../services/community/votes';
import * as communityEndpoints from '@/contract/endpoints/community';
import * as suggestedPeopleEndpoints from '@/contract/endpoints/suggested-people';

export async function communityRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: CommunityDeps = {
    ...coreOf(appDeps),
    karmaDailyMax: appDeps.settings.karmaDailyMax ?? DEFAULT_KARMA_DAILY_MAX,
  };
  const { db } = deps;

  defineRoute(app, communityEndpoints.karma, ({ userId }) =>
    karmaOf(db, userId, deps.now(), deps.karmaDailyMax),
  );

  // Ideas.
  defineRoute(app, communityEndpoints.createIdea, ({ userId, body }) =>
    createIdea(deps, userId, body),
  );
  defineRoute(app, communityEndpoints.ideas, ({ userId, query }) =>
    listPosts(deps, userId, {
      ...query,
      kind: 'idea',
      user_id: query.user_id ?? (query.symbol ? undefined : userId),
    }),
  );
  for (const kind of ['idea', 'thought'] as const) {
    defineRoute(app, communityEndpoints[kind], async ({ params, userId }) => {
      const post = await readPost(deps, userId, Number(params.id));
      if (!post || post.kind !== kind) {
        throw notFound(`That ${kind} does not exist or is not shared with you.`);
      }
      return post;
    });
  }

  // Thoughts. The Idempotency-Key is optional here (unlike money requests): offline drafts send
  // their id, and without one ('') every post is a new one.
  defineRoute(app, communityEndpoints.createThought, ({ userId, body, idempotencyKey }) =>
    createThought(deps, userId, body, idempotencyKey),
  );
  defineRoute(app, communityEndpoints.thoughts, ({ userId, query }) =>
    listPosts(deps, userId, { ...query, kind: 'thought' }),
  );

  // Replies, under an idea or a thought.
  defineRoute(app, communityEndpoints.createReply, ({ params, userId, body, idempotencyKey }) =>
    createReply(deps, userId, Number(params.id), body, idempotencyKey),
  );
  defineRoute(app, communityEndpoints.replies, ({ params, userId, query }) =>
    listReplies(deps, userId, Number(params.id), query),
  );
  defineRoute(app, communityEndpoints.vote, ({ params, userId, body }) =>
    vote(deps, userId, Number(params.id), body.vote),
  );
  defineRoute(app, communityEndpoints.report, ({ params, userId, body }) =>
    report(deps, userId, Number(params.id), body.reason),
  );
  defineRoute(app, communityEndpoints.securityCommunity, ({ params, userId }) =>
    securityCommunity(deps, userId, params.symbol),
  );

  // Feeds.
  defineRoute(app, communityEndpoints.activityFeed, ({ userId, query }) =>
    activityFeed(deps, userId, query),
  );
  defineRoute(app, communityEndpoints.communityFeed, ({ userId, query }) =>
    communityFeed(deps, userId, query),
  );
  defineRoute(app, communityEndpoints.popularIdeas, ({ userId }) => popularIdeas(deps, userId));

  // People, follows, profiles and privacy.
  defineRoute(app, communityEndpoints.follow, ({ params, userId }) =>
    follow(db, userId, params.user_id, deps.now()),
  );
  defineRoute(app, communityEndpoints.unfollow, ({ params, userId }) =>
    unfollow(db, userId, params.user_id),
  );
  defineRoute(app, communityEndpoints.connections, ({ userId }) => connections(db, userId));
  defineRoute(app, communityEndpoints.people, ({ userId, query }) =>
    people(db, userId, query.kind),
  );
  defineRoute(app, suggestedPeopleEndpoints.suggestedPeople, ({ userId }) =>
    suggestedPeople(db, userId, deps.now()),
  );
  defineRoute(app, communityEndpoints.publicProfile, ({ params, userId }) =>
    publicProfile(deps, userId, params.user_id),
  );
  defineRoute(app, communityEndpoints.privacy, ({ userId }) => privacyOf(db, userId));
  defineRoute(app, communityEndpoints.setPrivacy, ({ userId, body }) =>
    setPrivacy(db, userId, body),
  );
}
