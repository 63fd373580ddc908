// The live-account application's calls (server/routes/live-accounts.ts): progress and status to
// resume and show where the application stands, one PUT per step (spec §4), the submission, the
// address resubmission and the trusted contact. Every answer is checked with its contract struct.
import {
  ApplicationProgress,
  ApplicationStatusResponse,
  type AddressStep,
  type ApplicationStep,
  type TrustedContactRequest,
} from '@/contract/live-accounts';
import { api } from '@/platform/api';

export const loadProgress = () => api({ path: '/live_accounts', response: ApplicationProgress });

export const loadStatus = () =>
  api({ path: '/live_accounts/status', response: ApplicationStatusResponse });

/** The body is validated with STEP_STRUCTS[step] before it is sent (step-form.ts). */
export const saveStep = (step: ApplicationStep, body: unknown) =>
  api({ method: 'PUT', path: `/live_accounts/steps/${step}`, body, response: ApplicationProgress });

export const submitApplication = () =>
  api({
    method: 'POST',
    path: '/live_accounts/submit',
    body: { confirm: true },
    response: ApplicationStatusResponse,
  });

export const resubmitAddress = (address: AddressStep) =>
  api({
    method: 'PUT',
    path: '/live_accounts/resubmit_address',
    body: address,
    response: ApplicationStatusResponse,
  });

export const saveTrustedContact = (contact: TrustedContactRequest) =>
  api({
    method: 'PUT',
    path: '/live_accounts/trusted_contact',
    body: contact,
    response: ApplicationProgress,
  });
