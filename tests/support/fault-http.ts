// A cookie-keeping HTTP client for the fault suite (tests/api/fault-*.test.ts): the server there is
// a real child process, so requests go over sockets (tests/support/agent.ts speaks app.inject).
// A request that gets no answer (the server was killed, the connection reset, the time limit
// passed) resolves to `{ status: null, error }` instead of throwing: the tests record it.
import { randomUUID } from 'node:crypto';

export interface HttpResult {
  /** null: no HTTP answer at all. */
  status: number | null;
  body: Record<string, unknown>;
  error?: string;
  /** Milliseconds from send to answer (or failure). */
  ms: number;
}

export class HttpAgent {
  private readonly jar = new Map<string, string>();
  private csrfToken: string | null = null;

  constructor(
    readonly baseUrl: string,
    /** No answer within this: the request counts as failed (a hang is a failure too). */
    private readonly timeoutMs = 10_000,
  ) {}

  /** Points the same session at another server (a restarted one on another port). */
  withBase(baseUrl: string): HttpAgent {
    const other = new HttpAgent(baseUrl, this.timeoutMs);
    for (const [name, value] of this.jar) other.jar.set(name, value);
    other.csrfToken = this.csrfToken;
    return other;
  }

  async csrf(): Promise<void> {
    const response = await this.request('GET', '/api/v1/util/csrf');
    if (response.status !== 200) throw new Error(`csrf: ${response.status} ${response.error}`);
    this.csrfToken = String(response.body.csrf_token);
  }

  get(path: string): Promise<HttpResult> {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResult> {
    return this.request('POST', path, body, headers);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<HttpResult> {
    const headers: Record<string, string> = { ...extra };
    if (method !== 'GET') headers['x-csrf-token'] = this.csrfToken ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (!pair || at < 1) continue;
        const value = pair.slice(at + 1);
        if (value === '') this.jar.delete(pair.slice(0, at));
        else this.jar.set(pair.slice(0, at), value);
      }
      const text = await response.text();
      let parsed: Record<string, unknown>;
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { raw: text };
      }
      return { status: response.status, body: parsed, ms: performance.now() - started };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return {
        status: null,
        body: {},
        error: cause?.code ?? (error instanceof Error ? error.name : String(error)),
        ms: performance.now() - started,
      };
    }
  }
}

/** Signs a new user up over HTTP; the agent then holds the session and a CSRF token. */
export async function signUpOverHttp(agent: HttpAgent): Promise<{ userId: string }> {
  await agent.csrf();
  const response = await agent.post('/api/v1/auth/sign_up', {
    email: `fault-${randomUUID()}@example.com`,
    password: 'correct horse battery staple',
    name: 'Fault Tester',
  });
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  // The session cookie is new; the CSRF token stays bound to the same csrf cookie.
  return { userId: String((response.body.user as { id: string }).id) };
}

/** The signed-in user's paper account id. */
export async function paperAccountOverHttp(agent: HttpAgent): Promise<string> {
  const response = await agent.get('/api/v1/accounts');
  const list = (response.body.accounts ?? []) as Array<{ id: string; type: string }>;
  const paper = list.find((account) => account.type === 'simulated');
  if (!paper)
    throw new Error(`no paper account: ${response.status} ${JSON.stringify(response.body)}`);
  return paper.id;
}
