// The operators' console's routes (src/contract/ops.ts): `auth: 'operator'`, so to anyone but an
// operator each answers 404 (http/route.ts). Thin: the services work (server/services/ops/).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import { liveAccountDeps } from '../services/live-accounts/deps';
import { auditLog } from '../services/ops/audit';
import {
  decideContributorApplication,
  opsContributorApplication,
  opsContributorApplications,
} from '../services/ops/contributor-applications';
import { opsContentDocument, opsContentList, saveContent } from '../services/ops/content';
import { opsMailbox, opsMailMessage } from '../services/ops/mailbox';
import { moderatePost, opsReportedPosts } from '../services/ops/moderation';
import {
  decideIdentityReview,
  opsIdentityDocument,
  opsIdentityQueue,
  opsIdentityReview,
} from '../services/ops/identity';
import { opsSupportQueue, opsSupportRequest, replyToSupportRequest } from '../services/ops/support';
import * as contributorApplicationsEndpoints from '@/contract/endpoints/contributor-applications';
import * as opsEndpoints from '@/contract/endpoints/ops';

export async function opsRoutes(app: FastifyInstance, { db, mailer, market, settings }: AppDeps) {
  const liveAccounts = await liveAccountDeps(db, market.now, settings.liveAccounts);
  defineRoute(app, opsEndpoints.supportQueue, () => opsSupportQueue(db));
  defineRoute(app, opsEndpoints.supportRequest, ({ params }) => opsSupportRequest(db, params.id));
  defineRoute(app, opsEndpoints.replyToSupportRequest, ({ userId, params, body }) =>
    replyToSupportRequest(db, userId, params.id, body, market.now()),
  );
  defineRoute(app, opsEndpoints.identityQueue, () => opsIdentityQueue(db));
  defineRoute(app, opsEndpoints.identityReview, ({ userId, params }) =>
    opsIdentityReview(liveAccounts, userId, params.user_id),
  );
  defineRoute(app, opsEndpoints.identityDocument, async ({ userId, params, reply }) => {
    const document = await opsIdentityDocument(
      liveAccounts,
      userId,
      params.user_id,
      params.document_id,
    );
    // Never kept by a cache, shown inline (an image or a PDF in the console), never sniffed.
    reply
      .header('content-type', document.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff');
    return document.bytes;
  });
  defineRoute(app, opsEndpoints.decideIdentityReview, ({ userId, params, body }) =>
    decideIdentityReview(liveAccounts, userId, params.user_id, body),
  );
  defineRoute(app, opsEndpoints.reportedPosts, () => opsReportedPosts(db));
  defineRoute(app, opsEndpoints.moderatePost, ({ userId, params, body }) =>
    moderatePost(db, userId, Number(params.post_id), body, market.now()),
  );
  defineRoute(app, contributorApplicationsEndpoints.opsQueue, () => opsContributorApplications(db));
  defineRoute(app, contributorApplicationsEndpoints.opsApplication, ({ params }) =>
    opsContributorApplication(db, params.id),
  );
  defineRoute(app, contributorApplicationsEndpoints.opsDecide, ({ userId, params, body }) =>
    decideContributorApplication(db, userId, params.id, body, market.now()),
  );
  defineRoute(app, opsEndpoints.mailbox, ({ query }) => opsMailbox(db, mailer, query.to));
  defineRoute(app, opsEndpoints.mailMessage, ({ userId, params }) =>
    opsMailMessage(db, userId, params.id, market.now()),
  );
  defineRoute(app, opsEndpoints.contentList, ({ params }) => opsContentList(db, params.dir));
  defineRoute(app, opsEndpoints.contentDocument, ({ params }) =>
    opsContentDocument(db, params.dir, params.slug),
  );
  defineRoute(app, opsEndpoints.saveContent, ({ userId, params, body }) =>
    saveContent(db, userId, params.dir, params.slug, body, market.now()),
  );
  defineRoute(app, opsEndpoints.audit, () => auditLog(db));
}
