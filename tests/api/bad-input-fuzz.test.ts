// The bad-input suite: for every route in the OpenAPI document, invalid bodies, queries, path
// parameters and headers generated with fast-check from the route's own structs, sent by a
// signed-in user with a valid CSRF token, get a 4xx with a JSON `error` (naming the `field` where a
// body or query field is at fault, DESIGN.md "Input") and change nothing in the database; oversized
// bodies are refused early with 413.
// Runs on PostgreSQL only (TEST_DB=postgres, part of `npm test`): input is refused before any
// query runs, so the engine makes no difference, and PGlite would double the time.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PATH } from '@/contract/analytics';
import { BODY_LIMIT_BYTES } from '@server/app';
import type { RouteSpec } from '@server/http/route';
import { ANALYTICS_MAX_BYTES } from '@server/routes/analytics';
import { DEFAULT_DOCUMENT_MAX_BYTES } from '@server/services/live-accounts/deps';
import { users } from '@server/db/schema';
import { sessionChangesHeard } from '@server/db/session-cache';
import { signedInAgent, type Agent } from '../support/agent';
import { dbFingerprint } from '../support/fuzz-db-fingerprint';
import {
  accepts,
  asSent,
  badCookieHeader,
  badIdempotencyKey,
  badPathSegment,
  bodyMutations,
  examplePath,
  expectedField,
  getAt,
  queryMutations,
  queryString,
  setAt,
  validExample,
  valuePaths,
} from '../support/fuzz-input';
import { openFuzzContext, routeKey as keyOf } from '../support/fuzz-context';

/** Fixed, so a failure reproduces; fast-check prints the case and the path to replay it. */
const SEED = 20261123;
const RUNS = { body: 40, query: 30, path: 10, contentType: 6, idempotency: 8, cookie: 6 };

/**
 * Routes that read an Idempotency-Key header (readIdempotencyKey: orders, funding, recurring
 * deposits, payments, rewards, learn, support, the optimizer's trades; optional on thoughts).
 * The suite proves each answers 400 naming the header when it is missing or garbage.
 */
const IDEMPOTENT_ROUTES = [
  'POST /api/v1/orders',
  'POST /api/v1/orders/:id/cancel',
  'POST /api/v1/accounts/paper/reset',
  'POST /api/v1/tools/optimizer/trades',
  'POST /api/v1/funding/deposits',
  'POST /api/v1/funding/withdrawals',
  'POST /api/v1/funding/recurring_deposits',
  'POST /api/v1/membership',
  'POST /api/v1/membership/renew',
  'POST /api/v1/viewpoint_subscriptions/:user_id',
  'POST /api/v1/viewpoint_subscriptions/:user_id/renew',
  'POST /api/v1/rewards/redemptions',
  'POST /api/v1/learn/lessons/:id/complete',
  'POST /api/v1/support_requests',
  'POST /api/v1/thoughts',
];

/** The upload takes the file's raw bytes under any Content-Type (routes/live-accounts.ts). */
const RAW_UPLOAD = 'POST /api/v1/live_accounts/documents';

const pathParams = (url: string) => [...url.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!);

const ctx = await openFuzzContext();
const ROUTE_KEYS: string[] = ctx ? ctx.app.routeSpecs.map(keyOf) : [];

let agent: Agent;
/** Cookies and token of the signed-in user. */
let sessionCookie: string;
let csrfCookie: string;
let csrfToken: string;
let idempotencyCounter = 0;
/** Generated cases sent per route, for the coverage check at the end. */
const sent = new Map<string, number>();

interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string | undefined>;
  payload?: string | Buffer;
}
interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

async function send(request: Sent): Promise<Answer> {
  const headers: Record<string, string> = {
    cookie: `sid=${sessionCookie}; csrf=${csrfCookie}`,
    ...(request.method !== 'GET' ? { 'x-csrf-token': csrfToken } : {}),
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const response = await ctx!.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    body = {};
  }
  return { status: response.statusCode, body, text: response.body };
}

/** A 4xx (of `statuses` when given) with a short JSON `error`; `field` as the struct says. */
function expectClientError(
  answer: Answer,
  what: string,
  expected: { statuses?: number[]; field?: string | null } = {},
): void {
  const context = `${what} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeGreaterThanOrEqual(400);
  expect(answer.status, context).toBeLessThan(500);
  if (expected.statuses) expect(expected.statuses, context).toContain(answer.status);
  expect(typeof answer.body.error, context).toBe('string');
  const error = String(answer.body.error);
  expect(error.length, context).toBeGreaterThan(0);
  expect(error.length, context).toBeLessThan(400);
  expect(error, context).not.toMatch(/\n\s+at |node_modules|stack/);
  if (expected.field === undefined || expected.field === null) return;
  if (expected.field === '') {
    expect(answer.body.field, context).toBeUndefined();
  } else {
    expect(answer.body.field, context).toBe(expected.field);
    expect(error, context).toContain(expected.field);
  }
}

const count = (key: string) => sent.set(key, (sent.get(key) ?? 0) + 1);

async function check<T>(
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  property: (value: T) => Promise<void>,
): Promise<void> {
  await fc.assert(fc.asyncProperty(arbitrary, property), {
    seed: SEED,
    numRuns,
    endOnFailure: true,
  });
}

/**
 * The rule for an Idempotency-Key (DESIGN.md "Money"; server/http/idempotency-key.ts):
 * 1 to 255 printable ASCII characters without spaces. Written out here rather than asked of the
 * server, so that the check still stands when the server's own check is switched off.
 */
const VALID_IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** Content types no route parses as JSON, with the body each is sent with. */
function badContentTypes(spec: RouteSpec): (string | undefined)[] {
  const types: (string | undefined)[] = [
    undefined,
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'garbage',
    'application/jsonx',
    'application/vnd.api+json',
    'image/png',
  ];
  // A route with a body struct reads text/plain as a string, which is not an object: 400. A
  // route without one ignores a parsed body, so there text/plain is no bad input.
  if (spec.body) types.push('text/plain', 'text/plain; charset=utf-8');
  return types;
}

afterAll(() => ctx?.close());

describe.runIf(ctx !== null)('bad input, generated from the route list', () => {
  const app = () => ctx!;
  let routes: RouteSpec[];

  beforeAll(async () => {
    routes = app().app.routeSpecs;
    let id: string;
    ({ agent, id } = await signedInAgent(app().agent()));
    // An operator, so that the console's routes (auth: 'operator') read what is sent too.
    await app().db.update(users).set({ operatorSince: new Date() }).where(eq(users.id, id));
    await sessionChangesHeard(app().db); // the app's session cache, told by the trigger
    await agent.csrf();
    sessionCookie = agent.cookie('sid')!;
    csrfCookie = agent.cookie('csrf')!;
    csrfToken = agent.csrfToken!;
  });

  it('covers exactly the routes of the OpenAPI document', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    // OpenAPI writes `{id}` where the routes write `:id`.
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(documented.length).toBeGreaterThan(100);
    expect([...documented].sort()).toEqual(routes.map(keyOf).sort());
  });

  it('derives a valid example from every body struct (the baseline the mutations start from)', () => {
    const missing = routes
      .filter((spec) => spec.body && validExample(spec.body) === undefined)
      .map(keyOf);
    // A new field type none of LEAF_CANDIDATES (tests/support/fuzz-input.ts) fits: add one.
    expect(missing).toEqual([]);
  });

  it('lists only idempotent routes that exist', () => {
    const keys = new Set(app().app.routeSpecs.map(keyOf));
    expect(IDEMPOTENT_ROUTES.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('sees a write with its database fingerprint', async () => {
    const before = await dbFingerprint(app().db);
    await app().db.execute(sql`UPDATE users SET name = name || '.' WHERE id IS NOT NULL`);
    expect(await dbFingerprint(app().db)).not.toEqual(before);
    await app().db.execute(sql`UPDATE users SET name = left(name, length(name) - 1)`);
    expect(await dbFingerprint(app().db)).toEqual(before);
  });

  it('repeats only the start of a wrong value in its message (a 400 is not an echo)', async () => {
    const answer = await send({
      method: 'PUT',
      url: '/api/v1/accounts/account_type',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account_type: 'x'.repeat(30_000) }),
    });
    expectClientError(answer, 'a 30,000-character account_type', {
      statuses: [400],
      field: 'account_type',
    });
    expect(answer.body.error).toBe(
      `account_type is invalid: Expected one of \`"live","simulated"\`, but received: "${'x'.repeat(39)}…`,
    );
  });

  it.each(ROUTE_KEYS)(
    '%s: generated bad input → 4xx naming the problem, nothing written',
    async (key) => {
      const spec = routes.find((candidate) => keyOf(candidate) === key)!;
      const before = await dbFingerprint(app().db);
      const baseline = spec.body ? asSent(validExample(spec.body)).text : undefined;
      const jsonHeaders = baseline ? { 'content-type': 'application/json' } : {};
      const url = examplePath(spec);

      // Bodies the route's struct rejects: 400 naming the field of the struct's first failure.
      if (spec.body) {
        await check(
          bodyMutations(spec.body).filter(({ seen }) => !accepts(spec.body!, seen)),
          RUNS.body,
          async ({ text, seen }) => {
            count(key);
            const answer = await send({
              method: spec.method,
              url,
              headers: { 'content-type': 'application/json' },
              payload: text,
            });
            expectClientError(answer, `${key} body ${text.slice(0, 200)}`, {
              statuses: [400],
              field: expectedField(spec.body!, seen),
            });
          },
        );
        const valid = validExample(spec.body);
        // Bytes that are not UTF-8 in each string of a valid body: the server reads them as
        // U+FFFD; where the struct then refuses the value, the 400 names the field.
        for (const path of valuePaths(valid).filter((at) => typeof getAt(valid, at) === 'string')) {
          const marked = asSent(setAt(valid, path, `${String(getAt(valid, path))}@@BYTES@@`)).text;
          const [head, tail] = marked.split('@@BYTES@@') as [string, string];
          const bytes = Buffer.concat([
            Buffer.from(head),
            Buffer.from([0xc3, 0x28, 0xff]),
            Buffer.from(tail),
          ]);
          const seen = JSON.parse(bytes.toString('utf8')) as unknown;
          if (accepts(spec.body, seen)) continue;
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: jsonHeaders,
            payload: bytes,
          });
          expectClientError(answer, `${key} bytes not UTF-8 in ${path.join('.')}`, {
            statuses: [400],
            field: expectedField(spec.body, seen),
          });
        }
        // A NUL character in each string of a valid body: PostgreSQL holds none, so where the
        // struct lets it through the server refuses it, naming the field (server/validation.ts).
        for (const path of valuePaths(valid).filter((at) => typeof getAt(valid, at) === 'string')) {
          const { text, seen } = asSent(setAt(valid, path, `${String(getAt(valid, path))}\u0000`));
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: jsonHeaders,
            payload: text,
          });
          expectClientError(answer, `${key} NUL in ${path.join('.')}`, {
            statuses: [400],
            field: accepts(spec.body, seen) ? path.join('.') : expectedField(spec.body, seen),
          });
        }
        // Bodies that are not JSON at all, or carry a prototype key (Fastify refuses both).
        const notJson = [
          '{',
          'not json',
          '{"a":1}{',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"admin":true}}}',
          Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
        ];
        for (const text of notJson) {
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: jsonHeaders,
            payload: text,
          });
          expectClientError(answer, `${key} body ${text}`, { statuses: [400] });
        }
      }

      // Queries the route's struct rejects: 400 naming the parameter.
      if (spec.query) {
        await check(
          queryMutations(spec.query).filter((query) => !accepts(spec.query!, query)),
          RUNS.query,
          async (query) => {
            count(key);
            const answer = await send({ method: spec.method, url: `${url}?${queryString(query)}` });
            expectClientError(answer, `${key} ?${queryString(query).slice(0, 200)}`, {
              statuses: [400],
              field: expectedField(spec.query!, query),
            });
          },
        );
      }

      // A NUL character in each query parameter.
      if (spec.query) {
        for (const name of Object.keys(spec.query.schema as Record<string, unknown>)) {
          const query = { [name]: 'a\u0000' };
          count(key);
          const answer = await send({ method: spec.method, url: `${url}?${queryString(query)}` });
          expectClientError(answer, `${key} NUL in ${name}`, {
            statuses: [400],
            field: accepts(spec.query, query) ? name : expectedField(spec.query, query),
          });
        }
      }

      // Path parameters no id, slug or symbol looks like, one at a time (valid body and key).
      for (const param of pathParams(spec.url)) {
        await check(badPathSegment, RUNS.path, async (segment) => {
          count(key);
          const answer = await send({
            method: spec.method,
            url: examplePath(spec, { [param]: segment }),
            headers: { ...jsonHeaders, 'idempotency-key': `fuzz-${idempotencyCounter++}` },
            payload: baseline,
          });
          expectClientError(answer, `${key} ${param}=${segment.slice(0, 100)}`);
        });
      }

      if (spec.method !== 'GET' && key !== RAW_UPLOAD) {
        // A body under a content type no route reads as JSON (or none at all): 400 or 415.
        await check(fc.constantFrom(...badContentTypes(spec)), RUNS.contentType, async (type) => {
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: { 'content-type': type, 'idempotency-key': `fuzz-${idempotencyCounter++}` },
            payload: baseline ?? 'a=1',
          });
          expectClientError(answer, `${key} content-type ${type}`, { statuses: [400, 415] });
        });
      }
      if (key === RAW_UPLOAD) {
        // Bytes that are no JPEG, PNG or PDF, under any declared type: refused, nothing stored.
        const bytes = fc
          .uint8Array({ minLength: 0, maxLength: 2_000 })
          .filter((data) => ![0xff, 0x89, 0x25].includes(data[0] ?? 0));
        await check(
          fc.tuple(bytes, fc.constantFrom('image/jpeg', 'application/pdf', 'text/plain', 'x/y')),
          RUNS.contentType,
          async ([data, type]) => {
            count(key);
            const answer = await send({
              method: spec.method,
              url: `${url}?kind=identity`,
              headers: { 'content-type': type },
              payload: Buffer.from(data),
            });
            expectClientError(answer, `${key} ${data.length} bytes as ${type}`);
          },
        );
      }

      // Money routes: a missing or garbage Idempotency-Key (with a valid body) → 400 naming it.
      if (IDEMPOTENT_ROUTES.includes(key)) {
        // On thoughts the header is optional, and an empty one is no header (routes/community.ts).
        const keys = badIdempotencyKey.filter(
          (value) =>
            !VALID_IDEMPOTENCY_KEY.test(value) && (key !== 'POST /api/v1/thoughts' || value !== ''),
        );
        await check(keys, RUNS.idempotency, async (idempotencyKey) => {
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: { ...jsonHeaders, 'idempotency-key': idempotencyKey },
            payload: baseline,
          });
          expectClientError(answer, `${key} Idempotency-Key ${JSON.stringify(idempotencyKey)}`, {
            statuses: [400],
            field: 'Idempotency-Key',
          });
        });
        if (key !== 'POST /api/v1/thoughts') {
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: jsonHeaders,
            payload: baseline,
          });
          expectClientError(answer, `${key} without Idempotency-Key`, {
            statuses: [400],
            field: 'Idempotency-Key',
          });
        }
      }

      // Malformed cookies. Without the CSRF secret cookie a mutating request is refused (403); with
      // a valid CSRF pair but a session cookie nobody issued, a session route answers 401.
      if (spec.method !== 'GET') {
        await check(badCookieHeader, RUNS.cookie, async (cookie) => {
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: { ...jsonHeaders, cookie, 'idempotency-key': `fuzz-${idempotencyCounter++}` },
            payload: baseline,
          });
          expectClientError(answer, `${key} cookie ${JSON.stringify(cookie.slice(0, 100))}`, {
            statuses: [403],
          });
        });
      }
      if (spec.auth !== 'none') {
        const badSession = fc.oneof(
          badCookieHeader.map((cookie) => `${cookie}; csrf=${csrfCookie}`),
          fc
            .string({ maxLength: 80 })
            .map((sid) => `sid=${encodeURIComponent(sid)}; csrf=${csrfCookie}`),
          fc.constant(`sid=${sessionCookie}x; csrf=${csrfCookie}`),
        );
        await check(badSession, RUNS.cookie, async (cookie) => {
          count(key);
          const answer = await send({
            method: spec.method,
            url,
            headers: { ...jsonHeaders, cookie, 'idempotency-key': `fuzz-${idempotencyCounter++}` },
            payload: baseline,
          });
          // The console's routes are not there for anyone but an operator (404).
          expectClientError(answer, `${key} cookie ${JSON.stringify(cookie.slice(0, 100))}`, {
            statuses: [spec.auth === 'operator' ? 404 : 401],
          });
        });
      }

      expect(await dbFingerprint(app().db), `${key} wrote to the database`).toEqual(before);
    },
  );

  it('sent generated bad input to every route', () => {
    // A public GET that reads nothing from the request (no path, query or session) has no input
    // to get wrong: the membership's plans.
    const takesInput = (spec: (typeof routes)[number]) =>
      spec.method !== 'GET' || spec.auth !== 'none' || spec.query || spec.url.includes(':');
    const uncovered = routes
      .filter(takesInput)
      .map(keyOf)
      .filter((key) => !sent.get(key));
    expect(uncovered).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Oversized bodies: refused with 413 before any handler or validation runs, nothing written.

/** One raw HTTP/1.1 exchange: what the client had written when the answer's status line came. */
interface RawAnswer {
  status: number;
  head: string;
  bytesSent: number;
}

/**
 * Sends `head`, then up to `bodyBytes` of body in 16 KiB pieces (chunked when `chunked`), waiting
 * for each to drain, and stops as soon as the server's status line arrives. Without an answer
 * 2 s after the last piece, the status is 0.
 */
function rawExchange(
  port: number,
  head: string,
  bodyBytes: number,
  chunked = false,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let bytesSent = 0;
    let answered = false;
    const finish = (status: number, answerHead: string) => {
      if (answered) return;
      answered = true;
      resolve({ status, head: answerHead, bytesSent });
      socket.destroy();
    };
    socket.on('data', (data) => {
      received += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match && received.includes('\r\n\r\n')) {
        finish(Number(match[1]), received.split('\r\n\r\n')[0]!);
      }
    });
    socket.on('error', () => finish(0, received));
    socket.on('close', () => finish(0, received));
    socket.on('connect', () => void sendBody());
    const sendBody = async () => {
      socket.write(head);
      while (bytesSent < bodyBytes && !answered && !socket.destroyed) {
        const piece = Buffer.alloc(Math.min(16 * 1024, bodyBytes - bytesSent), 0x61);
        const frame = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from('\r\n'),
            ])
          : piece;
        bytesSent += piece.length;
        if (!socket.write(frame)) await new Promise((done) => socket.once('drain', done));
        // Let the answer in, if there is one, before the next piece.
        await new Promise((done) => setImmediate(done));
      }
      setTimeout(() => finish(0, received), 2_000);
    };
  });
}

describe.runIf(ctx !== null)('oversized bodies', () => {
  const app = () => ctx!;
  let port: number;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    const { agent: owner } = await signedInAgent(app().agent());
    await owner.csrf();
    cookie = `sid=${owner.cookie('sid')}; csrf=${owner.cookie('csrf')}`;
    token = owner.csrfToken!;
    await app().app.listen({ port: 0, host: '127.0.0.1' });
    port = (app().app.server.address() as { port: number }).port;
  });

  const headFor = (url: string, headers: Record<string, string | number>) =>
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\ncookie: ${cookie}\r\nx-csrf-token: ${token}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';

  /** A JSON object of `bytes` bytes in all. */
  const jsonOfSize = (bytes: number) => {
    const shell = JSON.stringify({ subject: 'x', message: '' });
    return shell.replace('"message":""', `"message":"${'m'.repeat(bytes - shell.length)}"`);
  };

  it.each([
    'POST /api/v1/support_requests',
    'PUT /api/v1/account/profile',
    'POST /api/v1/auth/sign_up',
    'POST /api/v1/auth/logout',
  ])('%s: a JSON body one byte past the limit → 413, nothing written', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const before = await dbFingerprint(app().db);
    const response = await app().app.inject({
      method: method as 'POST',
      url,
      headers: {
        cookie,
        'x-csrf-token': token,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      payload: jsonOfSize(BODY_LIMIT_BYTES + 1),
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.', code: 'too_large' });
    // At the limit the body is read, and the struct refuses the overlong field instead (logout
    // takes no body: there a body at the limit is read and ignored, so it is not sent).
    if (key !== 'POST /api/v1/auth/logout') {
      const atLimit = await app().app.inject({
        method: method as 'POST',
        url,
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        payload: jsonOfSize(BODY_LIMIT_BYTES),
      });
      expect(atLimit.statusCode, atLimit.body).toBe(400);
    }
    expect(await dbFingerprint(app().db)).toEqual(before);
  });

  it.each([BODY_LIMIT_BYTES + 1, 100 * 1024 * 1024])(
    'refuses a Content-Length of %i before reading any of the body',
    async (claimed) => {
      const before = await dbFingerprint(app().db);
      // The header alone decides: the answer comes before a single byte of body is sent.
      const answer = await rawExchange(
        port,
        headFor('/api/v1/support_requests', {
          'content-type': 'application/json',
          'content-length': claimed,
          'idempotency-key': randomUUID(),
        }),
        0,
      );
      expect(answer.status).toBe(413);
      expect(answer.bytesSent).toBe(0);
      expect(answer.head.toLowerCase()).toContain('connection: close');
      expect(await dbFingerprint(app().db)).toEqual(before);
    },
  );

  it('answers 413 once a streamed (chunked) body passes the limit, not waiting for its end', async () => {
    const before = await dbFingerprint(app().db);
    // One byte past the limit, and the body's end never sent: the answer comes anyway.
    const justPast = await rawExchange(
      port,
      headFor('/api/v1/support_requests', {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        'idempotency-key': randomUUID(),
      }),
      BODY_LIMIT_BYTES + 1,
      true,
    );
    expect(justPast.status).toBe(413);
    expect(justPast.head.toLowerCase()).toContain('connection: close');
    // A long stream: answered long before the client has sent it (sockets hold some in flight).
    const total = 32 * 1024 * 1024;
    const answer = await rawExchange(
      port,
      headFor('/api/v1/support_requests', {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        'idempotency-key': randomUUID(),
      }),
      total,
      true,
    );
    expect(answer.status).toBe(413);
    expect(answer.bytesSent).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect(answer.bytesSent).toBeLessThan(total / 4);
    expect(await dbFingerprint(app().db)).toEqual(before);
  });

  it('refuses a Content-Length that lies (smaller than the body sent) without writing', async () => {
    const before = await dbFingerprint(app().db);
    const body = JSON.stringify({ category: 'trading', subject: 'Hi', message: 'A message.' });
    const response = await app().app.inject({
      method: 'POST',
      url: '/api/v1/support_requests',
      headers: {
        cookie,
        'x-csrf-token': token,
        'content-type': 'application/json',
        'content-length': '10',
        'idempotency-key': randomUUID(),
      },
      payload: Readable.from([Buffer.from(body)]),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(typeof response.json().error).toBe('string');
    // Larger than the body: the server waits for the rest, then the client gives up (timeout).
    const answer = await new Promise<number | string>((resolve) => {
      const request = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/v1/support_requests',
          headers: {
            cookie,
            'x-csrf-token': token,
            'content-type': 'application/json',
            'content-length': String(body.length + 100),
            'idempotency-key': randomUUID(),
          },
          timeout: 500,
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      request.on('timeout', () => {
        request.destroy();
        resolve('timeout');
      });
      request.on('error', () => resolve('error'));
      request.write(body);
    });
    expect(answer).not.toBe(201);
    expect(await dbFingerprint(app().db)).toEqual(before);
  });

  it('refuses an analytics upload past its own limit (analyticsMaxBytes) with 413', async () => {
    const before = await dbFingerprint(app().db);
    const events = JSON.stringify([{ event_type: 'x', pad: 'p'.repeat(ANALYTICS_MAX_BYTES) }]);
    const response = await app().app.inject({
      method: 'POST',
      url: ANALYTICS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client=abc&e=${encodeURIComponent(events)}`,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.', code: 'too_large' });
    const claimed = await rawExchange(
      port,
      `POST ${ANALYTICS_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `content-type: application/x-www-form-urlencoded\r\ncontent-length: ${ANALYTICS_MAX_BYTES + 1}\r\n\r\n`,
      0,
    );
    expect(claimed.status).toBe(413);
    expect(await dbFingerprint(app().db)).toEqual(before);
  });

  it('refuses a document upload past DOCUMENT_MAX_BYTES with 413 naming it', async () => {
    const before = await dbFingerprint(app().db);
    const response = await app().app.inject({
      method: 'POST',
      url: '/api/v1/live_accounts/documents?kind=identity',
      headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/pdf' },
      payload: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(DEFAULT_DOCUMENT_MAX_BYTES)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: 'document' });
    const claimed = await rawExchange(
      port,
      headFor('/api/v1/live_accounts/documents?kind=identity', {
        'content-type': 'application/pdf',
        'content-length': DEFAULT_DOCUMENT_MAX_BYTES + 1,
      }),
      0,
    );
    expect(claimed.status).toBe(413);
    expect(await dbFingerprint(app().db)).toEqual(before);
  });
});
