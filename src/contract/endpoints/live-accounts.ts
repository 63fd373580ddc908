// Default expected annual return, a percentage with at most 2 decimals. */
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
import { type ApplicationStep, stepEndpoint, type StepEndpoint } from '../live-accounts';
import {
  ApplicationProgress,
  ApplicationStatusResponse,
  DocumentUploadQuery,
  DocumentUploadResponse,
  ResubmitAddressRequest,
  SubmitRequest,
  TrustedContactRequest,
} from '../live-accounts';

const tag = 'live_accounts';

/** In spec §4's order (APPLICATION_STEPS). */
const stepEndpoints: { [S in ApplicationStep]: StepEndpoint<S> } = {
  name: stepEndpoint('name'),
  address: stepEndpoint('address'),
  phone: stepEndpoint('phone'),
  date_of_birth: stepEndpoint('date_of_birth'),
  identity: stepEndpoint('identity'),
  disclosures: stepEndpoint('disclosures'),
  employment_disclosures: stepEndpoint('employment_disclosures'),
  agreements: stepEndpoint('agreements'),
  investor_profile: stepEndpoint('investor_profile'),
};

export const progress = endpoint({
  method: 'GET',
  path: '/live_accounts',
  summary: 'Live-account application progress: steps done, the next step, saved answers (masked)',
  tag,
  auth: 'session',
  response: ApplicationProgress,
});
export const status = endpoint({
  method: 'GET',
  path: '/live_accounts/status',
  summary: 'Submission status (/app/live-account-submission-status)',
  tag,
  auth: 'session',
  response: ApplicationStatusResponse,
});
export const steps = stepEndpoints;
export const submit = endpoint({
  method: 'POST',
  path: '/live_accounts/submit',
  summary: 'Submit the application (the confirmation step); 409 naming the first missing step',
  tag,
  auth: 'session',
  body: SubmitRequest,
  response: ApplicationStatusResponse,
});
export const resubmitAddress = endpoint({
  method: 'PUT',
  path: '/live_accounts/resubmit_address',
  summary: 'Resubmit the address when the review asks for action (/app/resubmit-address)',
  tag,
  auth: 'session',
  body: ResubmitAddressRequest,
  response: ApplicationStatusResponse,
});
export const trustedContact = endpoint({
  method: 'PUT',
  path: '/live_accounts/trusted_contact',
  summary: 'Save the optional trusted contact (/app/trusted-contact)',
  tag,
  auth: 'session',
  body: TrustedContactRequest,
  response: ApplicationProgress,
});
/**
 * The body is the file's raw bytes, whatever Content-Type is declared (the type is decided by
 * content), so it has no body struct; the client sends it with XMLHttpRequest for its progress.
 */
export const uploadDocument = endpoint({
  method: 'POST',
  path: '/live_accounts/documents',
  summary:
    'Upload a JPEG, PNG or PDF document (the raw file as the body; ?kind=identity|…); ' +
    '409 past the per-member quota of documents or bytes',
  tag,
  auth: 'session',
  query: DocumentUploadQuery,
  response: DocumentUploadResponse,
  status: 201,
});
