// The account screens' API (spec §2 `/users/edit`, mobile "account, change email, change
// password, update preferences, update live account", the rate-app and close-account modals).
// Thin: rules live in server/services/account-settings/.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { clearSessionCookie } from '../http/auth-context';
import { defineRoute } from '../http/route';
import { closeAccount } from '../services/account-settings/close';
import type { AccountSettingsDeps } from '../services/account-settings/deps';
import { confirmEmailChange, requestEmailChange } from '../services/account-settings/email-change';
import { liveAccountDetails, updateLiveDetail } from '../services/account-settings/live-details';
import { changePassword } from '../services/account-settings/password';
import { readPreferences, updatePreferences } from '../services/account-settings/preferences';
import { accountOverview, readProfile, updateProfile } from '../services/account-settings/profile';
import { rateApp } from '../services/account-settings/rating';
import { liveAccountDeps } from '../services/live-accounts/deps';
import { withRetryAfter } from './auth';
import * as accountSettingsEndpoints from '@/contract/endpoints/account-settings';

export async function accountSettingsRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const core = coreOf(appDeps);
  const options = appDeps.settings;
  const deps: AccountSettingsDeps = {
    db: core.db,
    now: core.now,
    mailer: appDeps.mailer,
    liveKey: (await liveAccountDeps(core.db, core.now, options.liveAccounts)).key,
  };
  // Routes that check a password are limited like log-in (routes/auth.ts).
  const rateLimit = { max: options.authRateLimitPerMinute ?? 20, timeWindowMs: 60_000 };
  // Links in mail come from PUBLIC_URL, never from Host or X-Forwarded-Host, which the caller
  // writes: a forged header would otherwise send the confirmation token to the forger's site.
  const origin = options.publicUrl ?? 'http://localhost';

  defineRoute(app, accountSettingsEndpoints.overview, ({ userId }) =>
    accountOverview(deps.db, userId, deps.now()),
  );

  defineRoute(app, accountSettingsEndpoints.profile, ({ userId }) => readProfile(deps.db, userId));

  defineRoute(app, accountSettingsEndpoints.updateProfile, ({ userId, body }) =>
    updateProfile(deps.db, userId, body),
  );

  defineRoute(
    app,
    accountSettingsEndpoints.emailChange,
    async ({ userId, body, reply }) => ({
      pending_email: await withRetryAfter(reply, () =>
        requestEmailChange(deps, userId, body, origin),
      ),
    }),
    { rateLimit },
  );

  defineRoute(app, accountSettingsEndpoints.emailConfirm, ({ userId, body }) =>
    confirmEmailChange(deps, userId, body.token),
  );

  defineRoute(
    app,
    accountSettingsEndpoints.password,
    ({ userId, body, request, reply }) =>
      withRetryAfter(reply, () =>
        changePassword(deps.db, userId, request.auth?.sessionId ?? '', body, deps.now()),
      ),
    { rateLimit },
  );

  defineRoute(app, accountSettingsEndpoints.preferences, async ({ userId }) => ({
    preferences: await readPreferences(deps.db, userId),
  }));

  defineRoute(app, accountSettingsEndpoints.updatePreferences, async ({ userId, body }) => ({
    preferences: await updatePreferences(deps.db, userId, body, deps.now()),
  }));

  defineRoute(app, accountSettingsEndpoints.liveAccount, ({ userId }) =>
    liveAccountDetails(deps, userId),
  );
  defineRoute(app, accountSettingsEndpoints.liveAddress, ({ userId, body }) =>
    updateLiveDetail(deps, userId, 'address', body),
  );
  defineRoute(app, accountSettingsEndpoints.livePhone, ({ userId, body }) =>
    updateLiveDetail(deps, userId, 'phone', body),
  );
  defineRoute(app, accountSettingsEndpoints.liveEmployment, ({ userId, body }) =>
    updateLiveDetail(deps, userId, 'employment', body),
  );

  defineRoute(
    app,
    accountSettingsEndpoints.close,
    async ({ userId, body, request, reply }) => {
      await withRetryAfter(reply, () => closeAccount(deps.db, userId, body, deps.now()));
      clearSessionCookie(request, reply);
    },
    { rateLimit },
  );

  defineRoute(app, accountSettingsEndpoints.appRating, ({ userId, body }) =>
    rateApp(deps.db, userId, body, deps.now()),
  );
}
