// The HTTP load generator the API benchmarks share (bench-orders, bench-feed). It runs in a worker
// thread (its own event loop, so the client does not steal the server's) over keep-alive
// connections, one per session, each sending its next request when the last one is answered.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

if (!isMainThread && workerData?.httpLoad) parentPort.postMessage(await load(workerData));

/**
 * `sessions`: one header set per connection (cookie, CSRF token). A POST body gets a new
 * Idempotency-Key on every request. Resolves to requests per second, p50 and p99 in ms, statuses.
 */
export function runLoad(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { ...options, httpLoad: true },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function load({ port, path, method = 'POST', body, sessions, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sessions.length });
  const latencies = [];
  const statuses = {};
  const deadline = performance.now() + seconds * 1000;
  const send = (session) =>
    new Promise((resolve) => {
      const started = performance.now();
      const headers = { ...session };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
        headers['idempotency-key'] = randomUUID();
      }
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: typeof path === 'function' ? path() : path,
          method,
          agent,
          headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < deadline) await send(session);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), statuses };
}

/** Signs a user up over HTTP; the headers its requests carry (session cookie, CSRF token). */
export async function signUpOverHttp(port, i) {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const csrf = await fetch(`${base}/util/csrf`);
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name, value);
    }
  };
  keep(csrf);
  const { csrf_token: token } = await csrf.json();
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${base}/auth/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({
      email: `bench${i}-${randomUUID()}@example.com`,
      password: 'a long enough passphrase',
      name: `Bench ${i}`,
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  keep(response);
  const { user } = await response.json();
  return { headers: { cookie: cookie(), 'x-csrf-token': token }, userId: user.id };
}

/** One table row per scenario: label, requests per second, p50, p99 and the statuses seen. */
export function printTable(results) {
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(
    [
      'scenario'.padEnd(34),
      'req/s'.padStart(10),
      'p50'.padStart(10),
      'p99'.padStart(10),
      '  statuses',
    ].join(' '),
  );
  for (const result of results) {
    console.log(
      [
        result.label.padEnd(34),
        Math.round(result.perSecond).toLocaleString('en-US').padStart(10),
        ms(result.p50),
        ms(result.p99),
        ` ${JSON.stringify(result.statuses)}`,
      ].join(' '),
    );
  }
}
