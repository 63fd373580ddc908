// The live-account application (spec §2 /live_accounts/*, §3, §4): one PUT per step in §4's order,
// progress to resume from /app/onboard, submission, the status page, address resubmission, the
// trusted contact and the document upload. Thin: the contract's endpoints
// (liveAccountsEndpoints) validate; rules live in server/services/live-accounts/.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { liveAccountDeps } from '../services/live-accounts/deps';
import {
  APPLICATION_STEPS,
  type ApplicationStep,
  type StepEndpoint,
} from '@/contract/live-accounts';
import { AppError } from '../errors';
import { defineRoute } from '../http/route';
import {
  applicationStatus,
  progress,
  resubmitAddress,
  saveStep,
  saveTrustedContact,
  submitApplication,
} from '../services/live-accounts/application';
import type { LiveAccountDeps } from '../services/live-accounts/deps';
import { formatBytes, storeDocument } from '../services/live-accounts/documents';
import * as liveAccountsEndpoints from '@/contract/endpoints/live-accounts';

export async function liveAccountRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps = await liveAccountDeps(appDeps.db, appDeps.market.now, appDeps.settings.liveAccounts);
  defineRoute(app, liveAccountsEndpoints.progress, ({ userId }) => progress(deps, userId));
  defineRoute(app, liveAccountsEndpoints.status, ({ userId }) =>
    applicationStatus(deps.db, userId),
  );
  for (const step of APPLICATION_STEPS) stepRoute(app, deps, step);
  defineRoute(app, liveAccountsEndpoints.submit, ({ userId }) => submitApplication(deps, userId));
  defineRoute(app, liveAccountsEndpoints.resubmitAddress, ({ userId, body }) =>
    resubmitAddress(deps, userId, body),
  );
  defineRoute(app, liveAccountsEndpoints.trustedContact, ({ userId, body }) =>
    saveTrustedContact(deps, userId, body),
  );

  // The upload reads the file's raw bytes whatever Content-Type the client declares (the type is
  // decided by content, services/live-accounts/documents.ts), in its own plugin context so the
  // 64 KiB JSON limit of every other route stays as it is. A body past the limit is answered
  // here with the 413 that names the limit.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: deps.documentMaxBytes },
      (_request, body, done) => done(null, body),
    );
    // Rethrown, both go to the app's error handler.
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      throw new AppError(
        'too_large',
        `document is too large: the limit is ${formatBytes(deps.documentMaxBytes)}.`,
        'document',
      );
    });
    defineRoute(
      uploads,
      liveAccountsEndpoints.uploadDocument,
      async ({ userId, query, request }) => ({
        document: await storeDocument(deps, userId, query.kind ?? 'identity', request.body),
      }),
    );
  });
}

function stepRoute<S extends ApplicationStep>(
  app: FastifyInstance,
  deps: LiveAccountDeps,
  step: S,
): void {
  const declared: StepEndpoint<S> = liveAccountsEndpoints.steps[step];
  defineRoute(app, declared, ({ userId, body }) => saveStep(deps, userId, step, body));
}
