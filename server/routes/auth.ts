// Sign-up, log-in, log-out and one-time sign-in pairs (spec §6, §7).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LoginRequest, LoginTokenResponse, SignUpRequest } from '@/contract/auth';
import { UserResponse } from '@/contract/users';
import type { Db } from '../db/client';
import { clearSessionCookie, setSessionCookie } from '../http/auth-context';
import { defineRoute } from '../http/route';
import { existingVisitorId } from '../http/visitor';
import { claimAttributions } from '../services/attribution';
import { logIn, signUp } from '../services/auth';
import { issueLoginToken, retireLoginTokens } from '../services/login-tokens';
import { TooManyAttempts } from '../services/passwords';
import { createSession, deleteSession } from '../services/sessions';
import { preferenceProperties } from '../services/account-settings/preferences';
import { getUser } from '../services/users';

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

export interface AuthRouteOptions {
  /** Per-IP attempts per minute on sign-up and log-in. */
  authRateLimitPerMinute: number;
}

export function authRoutes(app: FastifyInstance, db: Db, options: AuthRouteOptions): void {
  const rateLimit = { max: options.authRateLimitPerMinute, timeWindowMs: 60_000 };

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/auth/sign_up',
      summary: 'Create an account (with its paper account) and sign in',
      tag: 'auth',
      auth: 'none',
      body: SignUpRequest,
      response: UserResponse,
      status: 201,
      rateLimit,
    },
    async ({ body, request, reply }): Promise<UserResponse> => {
      const userId = await signUp(db, body);
      const visitor = existingVisitorId(request);
      if (visitor) await claimAttributions(db, visitor, userId);
      const session = await createSession(db, userId);
      setSessionCookie(request, reply, session.token);
      return { user: await getUser(db, userId) };
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/auth/login',
      summary: 'Log in with email and password; a new session token every time',
      tag: 'auth',
      auth: 'none',
      body: LoginRequest,
      response: UserResponse,
      rateLimit,
    },
    async ({ body, request, reply }): Promise<UserResponse> => {
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
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/auth/logout',
      summary: "End the current session; the member's unused sign-in pairs stop working",
      tag: 'auth',
      auth: 'session',
      status: 204,
    },
    async ({ request, reply }) => {
      if (request.auth) {
        await deleteSession(db, request.auth.sessionId);
        // A pair the session asked for must not outlive it (services/login-tokens.ts).
        await retireLoginTokens(db, request.auth.userId, new Date());
      }
      clearSessionCookie(request, reply);
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/v1/auth/login_tokens',
      summary: 'Issue a one-time sign-in pair (15 minutes, single use) for a store wrapper or link',
      tag: 'auth',
      auth: 'session',
      response: LoginTokenResponse,
      status: 201,
    },
    async ({ userId }): Promise<LoginTokenResponse> => {
      const issued = await issueLoginToken(db, userId);
      return {
        auth_id: issued.authId,
        token: issued.token,
        expires_at: issued.expiresAt.toISOString(),
      };
    },
  );
}
