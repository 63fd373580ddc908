// The generic helpers of spec §7: a JSON request with optional basic authorization (credentials
// included) and a fire-and-forget GET. Our own API goes through client.ts instead.

/** @public */
export interface JsonResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
}

/**
 * A JSON request with optional basic authorization, credentials included (spec §7). No screen
 * calls it: it is the spec's generic helper for a caller outside our API.
 * @public
 */
export async function requestJson<T = unknown>(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    basicAuth?: { username: string; password: string };
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.basicAuth) {
    headers.authorization = `Basic ${btoa(`${options.basicAuth.username}:${options.basicAuth.password}`)}`;
  }
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const data = (await response.json().catch(() => null)) as T | null;
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}

/**
 * Sends a GET and ignores the outcome; keepalive lets it outlive a page unload (spec §7).
 * @public
 */
export function fireAndForget(url: string): void {
  void fetch(url, { credentials: 'include', keepalive: true }).catch(() => {});
}
