// The live-account application's calls (server/routes/live-accounts.ts): progress and status to
// resume and show where the application stands, one PUT per step (spec §4), the submission, the
// address resubmission and the trusted contact. Every answer is checked with its contract struct.
// The document upload is upload.ts (XMLHttpRequest, for its progress). The queries name what they
// read, for the app's query cache (platform/queries).
import { assert, type Struct } from 'superstruct';
import {
  type AddressStep,
  type ApplicationProgress,
  type ApplicationStatusResponse,
  type ApplicationStep,
  STEP_STRUCTS,
  type StepValues,
  type SubmitRequest,
  type TrustedContactRequest,
} from '@/contract/live-accounts';
import { call } from '@/platform/api';
import { afterChange, type ApiQuery } from '@/platform/queries';
import * as liveAccountsEndpoints from '@/contract/endpoints/live-accounts';

export const loadStatus = () => call(liveAccountsEndpoints.status);

export const progressQuery: ApiQuery<ApplicationProgress> = {
  reads: [liveAccountsEndpoints.progress],
  load: () => call(liveAccountsEndpoints.progress),
};

export const statusQuery: ApiQuery<ApplicationStatusResponse> = {
  reads: [liveAccountsEndpoints.status],
  load: loadStatus,
};

/** The saved address to correct, and the status with the review's reason. */
export const progressAndStatusQuery: ApiQuery<[ApplicationProgress, ApplicationStatusResponse]> = {
  reads: [liveAccountsEndpoints.progress, liveAccountsEndpoints.status],
  load: () => Promise.all([progressQuery.load(), loadStatus()]),
};

/**
 * Sends a change to the application and, once it succeeded, keeps its answer (the whole progress,
 * or the status) as `query`'s, then marks the rest of what it changed stale. The next screen opens
 * with that answer at once: a step's form reads its saved values once, when it opens, and
 * /app/almost-there and /app/onboard redirect on the first answer they are shown, so a cached one
 * from before the change would send the person back.
 */
function moving<T>(query: ApiQuery<T>, request: Promise<T>): Promise<T> {
  return afterChange('application', request, query);
}

const { steps } = liveAccountsEndpoints;

/** PUT /live_accounts/steps/<step>, one per step, each typed with its step's values. */
const stepSavers: {
  [S in ApplicationStep]: (body: StepValues[S]) => Promise<ApplicationProgress>;
} = {
  name: (body) => call(steps.name, { body }),
  address: (body) => call(steps.address, { body }),
  phone: (body) => call(steps.phone, { body }),
  date_of_birth: (body) => call(steps.date_of_birth, { body }),
  identity: (body) => call(steps.identity, { body }),
  disclosures: (body) => call(steps.disclosures, { body }),
  employment_disclosures: (body) => call(steps.employment_disclosures, { body }),
  agreements: (body) => call(steps.agreements, { body }),
  investor_profile: (body) => call(steps.investor_profile, { body }),
};

/**
 * The form has checked the body with STEP_STRUCTS[step] before it calls this (StepForm.tsx); the
 * same check here types it as the step's endpoint takes it, and throws only on a form's bug.
 */
export function saveStep<S extends ApplicationStep>(step: S, body: unknown) {
  const struct: Struct<StepValues[S], unknown> = STEP_STRUCTS[step];
  assert(body, struct);
  const save: (body: StepValues[S]) => Promise<ApplicationProgress> = stepSavers[step];
  return moving(progressQuery, save(body));
}

const confirmation: SubmitRequest = { confirm: true };

export const submitApplication = () =>
  moving(statusQuery, call(liveAccountsEndpoints.submit, { body: confirmation }));

export const resubmitAddress = (address: AddressStep) =>
  moving(statusQuery, call(liveAccountsEndpoints.resubmitAddress, { body: address }));

export const saveTrustedContact = (contact: TrustedContactRequest) =>
  moving(progressQuery, call(liveAccountsEndpoints.trustedContact, { body: contact }));
