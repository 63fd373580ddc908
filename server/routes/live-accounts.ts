// The live-account application (issue 5/10 items 5 to 7; spec §2 /live_accounts/*, §3, §4): one
// PUT per step in §4's order, progress to resume from /app/onboard, submission, the status page,
// address resubmission, the trusted contact and the document upload. Rules live in
// server/services/live-accounts/.
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  APPLICATION_STEPS,
  ApplicationProgress,
  ApplicationStatusResponse,
  DocumentUploadQuery,
  DocumentUploadResponse,
  ResubmitAddressRequest,
  STEP_STRUCTS,
  SubmitRequest,
  TrustedContactRequest,
  type ApplicationStep,
  type StepValues,
} from '@/contract/live-accounts';
import type { Struct } from 'superstruct';
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

const TAG = 'live_accounts';

export async function liveAccountRoutes(
  app: FastifyInstance,
  deps: LiveAccountDeps,
): Promise<void> {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/live_accounts',
      summary:
        'Live-account application progress: steps done, the next step, saved answers (masked)',
      tag: TAG,
      auth: 'session',
      response: ApplicationProgress,
    },
    ({ userId }) => progress(deps, userId),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/live_accounts/status',
      summary: 'Submission status (/app/live-account-submission-status)',
      tag: TAG,
      auth: 'session',
      response: ApplicationStatusResponse,
    },
    ({ userId }) => applicationStatus(deps.db, userId),
  );

  for (const step of APPLICATION_STEPS) stepRoute(app, deps, step);

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/live_accounts/submit',
      summary: 'Submit the application (the confirmation step); 409 naming the first missing step',
      tag: TAG,
      auth: 'session',
      body: SubmitRequest,
      response: ApplicationStatusResponse,
    },
    ({ userId }) => submitApplication(deps, userId),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/live_accounts/resubmit_address',
      summary: 'Resubmit the address when the review asks for action (/app/resubmit-address)',
      tag: TAG,
      auth: 'session',
      body: ResubmitAddressRequest,
      response: ApplicationStatusResponse,
    },
    ({ userId, body }) => resubmitAddress(deps, userId, body),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/live_accounts/trusted_contact',
      summary: 'Save the optional trusted contact (/app/trusted-contact)',
      tag: TAG,
      auth: 'session',
      body: TrustedContactRequest,
      response: ApplicationProgress,
    },
    ({ userId, body }) => saveTrustedContact(deps, userId, body),
  );

  // The upload reads the file's raw bytes whatever Content-Type the client declares (the type is
  // decided by content, services/live-accounts/documents.ts), in its own plugin context so the
  // 64 KiB JSON limit of every other route stays as it is.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: deps.documentMaxBytes },
      (_request, body, done) => done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error; // the app's error handler
      return reply.status(413).send({
        error: `document is too large: the limit is ${formatBytes(deps.documentMaxBytes)}.`,
        field: 'document',
      });
    });
    defineRoute(
      uploads,
      {
        method: 'POST',
        url: '/api/v1/live_accounts/documents',
        summary:
          'Upload a JPEG, PNG or PDF document (the raw file as the body; ?kind=identity|…); ' +
          '409 past the per-member quota of documents or bytes',
        tag: TAG,
        auth: 'session',
        query: DocumentUploadQuery,
        response: DocumentUploadResponse,
        status: 201,
      },
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
  const body: Struct<StepValues[S], unknown> = STEP_STRUCTS[step];
  defineRoute(
    app,
    {
      method: 'PUT',
      url: `/api/v1/live_accounts/steps/${step}`,
      summary: `Save the ${step.replace(/_/g, ' ')} step of the live-account application`,
      tag: TAG,
      auth: 'session',
      body,
      response: ApplicationProgress,
    },
    ({ userId, body }) => saveStep(deps, userId, step, body),
  );
}
