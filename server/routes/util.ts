// GET /api/v1/util/csrf (spec §7): who is calling, and the CSRF token for later writes.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { sharedSecret } from '../services/secrets';
import { setSessionCookie } from '../http/auth-context';
import { issueCsrfToken } from '../http/csrf';
import { defineRoute } from '../http/route';
import { redeemLoginToken } from '../services/login-tokens';
import * as utilEndpoints from '@/contract/endpoints/util';

export async function utilRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const csrfKey = await sharedSecret(db, 'csrf');
  defineRoute(app, utilEndpoints.csrf, async ({ query, request, reply }) => {
    let signedIn = request.auth !== null;
    if (!signedIn && query.auth_id && query.token) {
      const redeemed = await redeemLoginToken(db, query.auth_id, query.token);
      if (redeemed) {
        setSessionCookie(request, reply, redeemed.token);
        signedIn = true;
      }
    }
    return {
      is_signed_in: signedIn,
      csrf_token: await issueCsrfToken(request, reply, csrfKey, db),
    };
  });
}
