// A cookie-keeping client over app.inject, so API tests speak HTTP without opening sockets.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { validate } from 'superstruct';
import { ANALYTICS_PATH } from '@/contract/analytics';
import { API_PREFIX } from '@/contract/endpoint';
import { ApiErrorBody, knownErrorCode } from '@/contract/errors';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';

export interface AgentResponse {
  status: number;
  body: Record<string, unknown>;
  headers: LightMyRequestResponse['headers'];
  cookies: LightMyRequestResponse['cookies'];
}

type Options = {
  csrf?: boolean;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address (default loopback): another machine's request. */
  remoteAddress?: string;
};

export class Agent {
  private readonly jar = new Map<string, string>();
  csrfToken: string | null = null;

  /**
   * `db`: the test's database. Members signed up through `signedInAgent` then have their email
   * confirmed there, as a member who opened the sign-up mail's link: money moves only for them
   * (server/services/email-verification.ts has its own tests of the link).
   */
  constructor(
    private readonly app: FastifyInstance,
    readonly db: Db | null = null,
  ) {}

  /** Fetches a CSRF token (and the cookie it is bound to), as the client does first. */
  async csrf(query?: Record<string, string>): Promise<AgentResponse> {
    const response = await this.request('GET', '/api/v1/util/csrf', undefined, { query });
    this.csrfToken = String(response.body.csrf_token);
    return response;
  }

  get(url: string, options: Options = {}) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: unknown, options: Options = {}) {
    return this.request('POST', url, body, options);
  }
  put(url: string, body?: unknown, options: Options = {}) {
    return this.request('PUT', url, body, options);
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    options: Options = {},
  ): Promise<AgentResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && options.csrf !== false) {
      if (!this.csrfToken) await this.csrf();
      headers['x-csrf-token'] = this.csrfToken ?? '';
    }
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      query: options.query,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
    } catch {
      parsed = { raw: response.body };
    }
    checkErrorBody(method, url, response, parsed);
    return {
      status: response.statusCode,
      body: parsed,
      headers: response.headers,
      cookies: response.cookies,
    };
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  dropCookie(name: string): void {
    this.jar.delete(name);
  }
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now()}${counter++}@example.com`;
export const PASSWORD = 'correct horse battery staple';

/** Signs a new user up and returns the agent holding the session. */
export async function signedInAgent(
  agent: Agent,
  name = 'Test Person',
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<{ agent: Agent; email: string; id: string }> {
  const email = uniqueEmail();
  const response = await agent.post('/api/v1/auth/sign_up', { email, password: PASSWORD, name });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  const user = response.body.user as { id: string };
  if (confirmEmail && agent.db) {
    await agent.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  }
  return { agent, email, id: user.id };
}

/**
 * Every JSON error answer of the API suite is an ApiErrorBody whose code the contract lists
 * (src/contract/errors.ts): a throw that bypassed the one error handler fails the test that met it.
 * The analytics upload's throttling answers in Amplitude's own format instead (spec §9).
 */
function checkErrorBody(
  method: string,
  url: string,
  response: LightMyRequestResponse,
  body: Record<string, unknown>,
): void {
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (response.statusCode < 400 || !json) return;
  if (response.statusCode === 429 && url.startsWith(`${API_PREFIX}${ANALYTICS_PATH}`)) return;
  const [failure] = validate(body, ApiErrorBody);
  if (failure || !knownErrorCode(body.code as string)) {
    throw new Error(
      `${method} ${url} answered ${response.statusCode} with a body that is not an ApiErrorBody ` +
        `with a known code: ${JSON.stringify(body)}`,
    );
  }
}
