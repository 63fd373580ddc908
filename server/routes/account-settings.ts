// The account screens' API (issue 8/10 item 5; spec §2 `/users/edit`, mobile "account, change
// email, change password, update preferences, update live account", the rate-app and
// close-account modals). Thin: rules live in server/services/account-settings/.
import type { FastifyInstance } from 'fastify';
import {
  AccountOverview,
  AddressStep,
  AppRatingRequest,
  AppRatingResponse,
  CloseAccountRequest,
  EmailChangeRequest,
  EmailChangeResponse,
  EmailConfirmRequest,
  EmailConfirmResponse,
  EmploymentDisclosuresStep,
  LiveAccountDetails,
  PasswordChange,
  PasswordChangeResponse,
  PhoneStep,
  PreferencesResponse,
  PreferencesUpdate,
  Profile,
  ProfileUpdate,
} from '@/contract/account-settings';
import type { AppOptions } from '../app';
import { clearSessionCookie } from '../http/auth-context';
import { defineRoute, type AnyStruct } from '../http/route';
import { closeAccount } from '../services/account-settings/close';
import type { AccountSettingsDeps } from '../services/account-settings/deps';
import { confirmEmailChange, requestEmailChange } from '../services/account-settings/email-change';
import { liveAccountDetails, updateLiveDetail } from '../services/account-settings/live-details';
import { changePassword } from '../services/account-settings/password';
import { readPreferences, updatePreferences } from '../services/account-settings/preferences';
import { accountOverview, readProfile, updateProfile } from '../services/account-settings/profile';
import { rateApp } from '../services/account-settings/rating';
import { sandboxEmailSender, sandboxMailDir, type EmailSender } from '../services/email/sender';
import { liveAccountDeps } from '../services/live-accounts/deps';
import { withRetryAfter } from './auth';

const TAG = 'account';

/** The sandbox sender beside DATA_DIR/documents unless a test passes its own. */
export async function accountSettingsRoutes(
  app: FastifyInstance,
  options: AppOptions & { mailer?: EmailSender },
): Promise<void> {
  const deps: AccountSettingsDeps = {
    db: options.db,
    now: () => new Date(),
    mailer:
      options.mailer ?? sandboxEmailSender(sandboxMailDir(options.liveAccounts?.documentsDir)),
    liveKey: (await liveAccountDeps(options.db, options.liveAccounts)).key,
  };
  // Routes that check a password are limited like log-in (routes/auth.ts).
  const rateLimit = { max: options.authRateLimitPerMinute ?? 20, timeWindowMs: 60_000 };
  // Links in mail come from PUBLIC_URL, never from Host or X-Forwarded-Host, which the caller
  // writes: a forged header would otherwise send the confirmation token to the forger's site.
  const origin = options.publicUrl ?? 'http://localhost';

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/account',
      summary: 'The account hub: profile, a pending email change, whether a live account is open',
      tag: TAG,
      auth: 'session',
      response: AccountOverview,
    },
    ({ userId }) => accountOverview(deps.db, userId, deps.now()),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/account/profile',
      summary: 'The name, email and community bio (/app/users/edit)',
      tag: TAG,
      auth: 'session',
      response: Profile,
    },
    ({ userId }) => readProfile(deps.db, userId),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/account/profile',
      summary: 'Edit the name and community bio (spec §2 /users/edit)',
      tag: TAG,
      auth: 'session',
      body: ProfileUpdate,
      response: Profile,
    },
    ({ userId, body }) => updateProfile(deps.db, userId, body),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/account/email_change',
      summary: 'Ask to change the sign-in email: a one-time link (24 h) goes to the new address',
      tag: TAG,
      auth: 'session',
      body: EmailChangeRequest,
      response: EmailChangeResponse,
      status: 201,
      rateLimit,
    },
    async ({ userId, body, reply }): Promise<EmailChangeResponse> => ({
      pending_email: await withRetryAfter(reply, () =>
        requestEmailChange(deps, userId, body, origin),
      ),
    }),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/account/email_change/confirm',
      summary: 'Confirm the change with the emailed token: once, unexpired, address still free',
      tag: TAG,
      auth: 'session',
      body: EmailConfirmRequest,
      response: EmailConfirmResponse,
    },
    ({ userId, body }) => confirmEmailChange(deps, userId, body.token),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/account/password',
      summary: 'Change the password; every other session of the member ends',
      tag: TAG,
      auth: 'session',
      body: PasswordChange,
      response: PasswordChangeResponse,
      rateLimit,
    },
    ({ userId, body, request, reply }) =>
      withRetryAfter(reply, () =>
        changePassword(deps.db, userId, request.auth?.sessionId ?? '', body, deps.now()),
      ),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/account/preferences',
      summary: 'Notifications, theme, compare-to-benchmark chart and analytics opt-out',
      tag: TAG,
      auth: 'session',
      response: PreferencesResponse,
    },
    async ({ userId }): Promise<PreferencesResponse> => ({
      preferences: await readPreferences(deps.db, userId),
    }),
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/v1/account/preferences',
      summary: 'Change any of the preferences; absent ones stay as they were',
      tag: TAG,
      auth: 'session',
      body: PreferencesUpdate,
      response: PreferencesResponse,
    },
    async ({ userId, body }): Promise<PreferencesResponse> => ({
      preferences: await updatePreferences(deps.db, userId, body, deps.now()),
    }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/account/live_account',
      summary: 'The live account details a member may change after approval',
      tag: TAG,
      auth: 'session',
      response: LiveAccountDetails,
    },
    ({ userId }) => liveAccountDetails(deps, userId),
  );

  const liveDetail = (section: string, body: AnyStruct) => ({
    method: 'PUT' as const,
    url: `/api/v1/account/live_account/${section}`,
    summary: `Change the live account's ${section} (approved accounts only)`,
    tag: TAG,
    auth: 'session' as const,
    body,
    response: LiveAccountDetails,
  });
  defineRoute(app, liveDetail('address', AddressStep), ({ userId, body }) =>
    updateLiveDetail(deps, userId, 'address', body as AddressStep),
  );
  defineRoute(app, liveDetail('phone', PhoneStep), ({ userId, body }) =>
    updateLiveDetail(deps, userId, 'phone', body as PhoneStep),
  );
  defineRoute(app, liveDetail('employment', EmploymentDisclosuresStep), ({ userId, body }) =>
    updateLiveDetail(deps, userId, 'employment', body as EmploymentDisclosuresStep),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/account/close',
      summary: 'Close the account: refused while the live account holds cash or positions',
      tag: TAG,
      auth: 'session',
      body: CloseAccountRequest,
      status: 204,
      rateLimit,
    },
    async ({ userId, body, request, reply }) => {
      await withRetryAfter(reply, () => closeAccount(deps.db, userId, body, deps.now()));
      clearSessionCookie(request, reply);
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/account/app_rating',
      summary: 'The rate-app modal: 1 to 5 stars and an optional comment',
      tag: TAG,
      auth: 'session',
      body: AppRatingRequest,
      response: AppRatingResponse,
      status: 201,
    },
    ({ userId, body }) => rateApp(deps.db, userId, body, deps.now()),
  );
}
