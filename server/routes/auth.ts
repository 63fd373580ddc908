// Sign-up, log-in, log-out and one-time sign-in pairs (spec §6, §7).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../deps';
import { DEFAULT_PAPER_STARTING_CASH_CENTS } from '../services/accounts';
import { clearSessionCookie, setSessionCookie } from '../http/auth-context';
import { defineRoute } from '../http/route';
import { existingVisitorId } from '../http/visitor';
import { claimAttributions } from '../services/attribution';
import { confirmVerification, resendVerification } from '../services/email-verification';
import { logIn, signUp } from '../services/auth';
import { issueLoginToken, retireLoginTokens } from '../services/login-tokens';
import { confirmPasswordReset, requestPasswordReset } from '../services/password-reset';
import { TooManyAttempts } from '../services/passwords';
import { createSession, deleteSession } from '../services/sessions';
import { preferenceProperties } from '../services/account-settings/preferences';
import { getUser } from '../services/users';
import * as authEndpoints from '@/contract/endpoints/auth';

/**
 * Runs a password check, adding `retry-after` (seconds) to the 429 of the per-account throttle
 * (services/passwords.ts), so a client knows when the next attempt will be looked at.
 */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, settings } = deps;
  const options = {
    // Per-IP attempts per minute on sign-up and log-in; a new member's paper account.
    authRateLimitPerMinute: settings.authRateLimitPerMinute ?? 20,
    paperStartingCashCents: settings.paperStartingCashCents ?? DEFAULT_PAPER_STARTING_CASH_CENTS,
  };
  const rateLimit = { max: options.authRateLimitPerMinute, timeWindowMs: 60_000 };
  // Links in mail come from PUBLIC_URL, never from the request's Host (routes/account-settings.ts).
  const mailDeps = {
    db,
    mailer: deps.mailer,
    now: deps.market.now,
    origin: settings.publicUrl ?? 'http://localhost',
  };

  defineRoute(
    app,
    authEndpoints.signUp,
    async ({ body, request, reply }) => {
      const userId = await signUp(mailDeps, body, options.paperStartingCashCents);
      const visitor = existingVisitorId(request);
      if (visitor) await claimAttributions(db, visitor, userId);
      const session = await createSession(db, userId);
      setSessionCookie(request, reply, session.token);
      return { user: await getUser(db, userId) };
    },
    { rateLimit },
  );

  defineRoute(
    app,
    authEndpoints.logIn,
    async ({ body, request, reply }) => {
      const userId = await withRetryAfter(reply, () => logIn(db, body));
      if (request.auth) await deleteSession(db, request.auth.sessionId);
      const session = await createSession(db, userId);
      setSessionCookie(request, reply, session.token);
      // The stored analytics opt-out (spec §5) rides along, so a log-in on a new device applies
      // it before its "Sign In" event is sent (src/platform/analytics/sign-in.ts).
      const [user, preferences] = await Promise.all([
        getUser(db, userId),
        preferenceProperties(db, userId),
      ]);
      return { user: { ...user, ...preferences } };
    },
    { rateLimit },
  );

  defineRoute(app, authEndpoints.logOut, async ({ request, reply }) => {
    if (request.auth) {
      await deleteSession(db, request.auth.sessionId);
      // A pair the session asked for must not outlive it (services/login-tokens.ts).
      await retireLoginTokens(db, request.auth.userId, new Date());
    }
    clearSessionCookie(request, reply);
  });

  defineRoute(
    app,
    authEndpoints.passwordReset,
    ({ body }) => requestPasswordReset(mailDeps, body.email),
    { rateLimit },
  );
  defineRoute(
    app,
    authEndpoints.passwordResetConfirm,
    ({ body }) => confirmPasswordReset(mailDeps, body),
    { rateLimit },
  );
  defineRoute(
    app,
    authEndpoints.verifyEmail,
    ({ body }) => confirmVerification(mailDeps, body.token),
    { rateLimit },
  );
  defineRoute(app, authEndpoints.resendVerification, ({ userId }) =>
    resendVerification(mailDeps, userId),
  );

  defineRoute(app, authEndpoints.loginToken, async ({ userId }) => {
    const issued = await issueLoginToken(db, userId);
    return {
      auth_id: issued.authId,
      token: issued.token,
      expires_at: issued.expiresAt.toISOString(),
    };
  });
}
