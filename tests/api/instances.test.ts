// Two instances of the API on one PostgreSQL, as two processes behind a load balancer would be:
// each with its own pool and its own listening connection. Sessions: each instance remembers the
// sessions it looked up (server/db/session-cache.ts), and a session ended on one is refused on the
// other within a second; an instance that cannot hear the other's notices remembers nothing.
// Rate limits: an address's attempts are counted across both (server/http/rate-limit-store.ts).
// The live price stream: either instance streams the same prices at the same instant (the
// simulator is a pure function of seed, symbol and instant: services/market/provider.ts).
// PostgreSQL only (TEST_DB=postgres): PGlite is one process, one instance.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app';
import { type Database, openDatabase } from '@server/db/client';
import { sessionCacheOf } from '@server/db/session-cache';
import { sha256 } from '@server/services/tokens';
import { Agent, PASSWORD, signedInAgent } from '../support/agent';
import { TEST_CONNECT_TIMEOUT_MS } from '../support/connect-timeout';
import {
  closePostgres,
  createScratchDatabase,
  databaseKind,
  postgresTemplate,
  type TestAppOptions,
  testDeps,
} from '../support/test-app';

interface Instance {
  app: FastifyInstance;
  database: Database;
}

async function startInstance(url: string, settings: TestAppOptions = {}): Promise<Instance> {
  const database = await openDatabase({
    kind: 'postgres',
    url,
    poolSize: 4,
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  });
  const app = await buildApp(testDeps(database.db, settings));
  await app.ready();
  return { app, database };
}

const me = (instance: Instance, sid: string) =>
  instance.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: `sid=${sid}` } });

/** B answers from its memory: the session is remembered there. */
const remembered = (instance: Instance, sid: string) =>
  sessionCacheOf(instance.database.db)?.get(sha256(sid), Date.now()) !== undefined;

/** Milliseconds until `instance` refuses the session (at most 5 s of asking). */
async function refusedAfter(instance: Instance, sid: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 5_000) {
    if ((await me(instance, sid)).statusCode === 401) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

const onPostgres = databaseKind() === 'postgres';
let url: string;
let drop: (() => Promise<void>) | undefined;
const started: Instance[] = [];

/** A pair of instances on the file's database. */
async function twoInstances(settings: TestAppOptions = {}): Promise<[Instance, Instance]> {
  const pair: [Instance, Instance] = [
    await startInstance(url, settings),
    await startInstance(url, settings),
  ];
  started.push(...pair);
  return pair;
}

beforeAll(async () => {
  if (!onPostgres) return;
  const scratch = await createScratchDatabase(inject('postgresUrl')!, 'inst', {
    template: postgresTemplate(),
  });
  ({ url, drop } = scratch);
});

afterAll(async () => {
  for (const instance of started) {
    await instance.app.close();
    await closePostgres(instance.database);
  }
  await drop?.();
});

describe.runIf(onPostgres)('sessions across two instances', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    [a, b] = await twoInstances();
  });

  /** A member signed up on A, whose session B has looked up and remembers. */
  async function memberRememberedByB() {
    const member = await signedInAgent(new Agent(a.app, a.database.db));
    const sid = member.agent.cookie('sid')!;
    expect((await me(b, sid)).statusCode).toBe(200);
    expect(remembered(b, sid)).toBe(true);
    expect((await me(b, sid)).statusCode).toBe(200);
    return { ...member, sid };
  }

  it('a log-out on A: B refuses the session within one second', async () => {
    const { agent, sid } = await memberRememberedByB();
    expect((await agent.post('/api/v1/auth/logout')).status).toBe(204);
    expect(await refusedAfter(b, sid)).toBeLessThan(1_000);
    expect(remembered(b, sid)).toBe(false);
  });

  it("a password change on A ends the member's other sessions on B within one second", async () => {
    const { agent, email, sid: kept } = await memberRememberedByB();
    const other = new Agent(a.app, a.database.db);
    expect((await other.post('/api/v1/auth/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
    const ended = other.cookie('sid')!;
    expect((await me(b, ended)).statusCode).toBe(200);
    const change = await agent.put('/api/v1/account/password', {
      current_password: PASSWORD,
      new_password: 'a different horse, battery and staple',
    });
    expect(change.status).toBe(200);
    expect(await refusedAfter(b, ended)).toBeLessThan(1_000);
    expect((await me(b, kept)).statusCode).toBe(200);
  });

  it('B remembers nothing while it cannot hear A, and starts afresh once it can', async () => {
    const { agent, sid } = await memberRememberedByB();
    const cache = sessionCacheOf(b.database.db)!;
    // The instances' listening connections are cut (a network fault, a backend killed).
    await a.database.db.execute(
      sql.raw(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`),
    );
    await expect.poll(() => cache.active).toBe(false);
    // What A ends meanwhile, B refuses at once: it asks the database again.
    expect((await agent.post('/api/v1/auth/logout')).status).toBe(204);
    expect((await me(b, sid)).statusCode).toBe(401);
    // It listens again on its own, and remembers again.
    await expect.poll(() => cache.active, { timeout: 10_000 }).toBe(true);
    const next = await memberRememberedByB();
    expect(remembered(b, next.sid)).toBe(true);
  });
});

describe.runIf(onPostgres)('rate limits across two instances', () => {
  const LIMIT = 4;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    [a, b] = await twoInstances({ authRateLimitPerMinute: LIMIT });
  });

  it("counts an address's log-in attempts on both together", async () => {
    const remoteAddress = '198.51.100.23';
    const attempt = async (instance: Instance) => {
      const agent = new Agent(instance.app, instance.database.db);
      return (
        await agent.post(
          '/api/v1/auth/login',
          { email: 'nobody@example.com', password: 'wrong password here' },
          { remoteAddress },
        )
      ).status;
    };
    // Two attempts on each (the CSRF token's own GET is not limited): the limit is spent.
    const statuses = [await attempt(a), await attempt(b), await attempt(a), await attempt(b)];
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(await attempt(a)).toBe(429);
    expect(await attempt(b)).toBe(429);
    // Another address is untouched.
    const other = new Agent(b.app, b.database.db);
    const fresh = await other.post(
      '/api/v1/auth/login',
      { email: 'nobody@example.com', password: 'wrong password here' },
      { remoteAddress: '198.51.100.24' },
    );
    expect(fresh.status).toBe(401);
  });
});

describe.runIf(onPostgres)('the live price stream on two instances', () => {
  // A Wednesday in session, frozen: both instances stand at the same instant.
  const OPEN = new Date('2025-07-23T15:00:00Z');

  /** The first event of the quote stream on `instance`, over a real socket. */
  async function firstQuotes(instance: Instance, sid: string): Promise<unknown> {
    const base = await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const leave = new AbortController();
    const response = await fetch(`${base}/api/v1/quotes/stream?symbols=AAPL,MSFT,SPY`, {
      headers: { cookie: `sid=${sid}`, accept: 'text/event-stream', connection: 'close' },
      signal: leave.signal,
    });
    const reader = response.body!.getReader();
    // Blocks until the first event (a `retry:` block may come before it).
    let text = '';
    while (!/^event: .*\n(?:.*\n)*?\n/m.test(text)) {
      text += new TextDecoder().decode((await reader.read()).value);
    }
    leave.abort();
    const block = text.slice(text.search(/^event: /m));
    expect(/^event: (.*)$/m.exec(block)?.[1]).toBe('quotes');
    return JSON.parse(/^data: (.*)$/m.exec(block)![1]!);
  }

  it('streams the same prices from either instance, as a plain read of the quotes answers', async () => {
    const [a, b] = await twoInstances({ now: () => OPEN });
    const { agent } = await signedInAgent(new Agent(a.app, a.database.db));
    const sid = agent.cookie('sid')!;
    const [fromA, fromB] = [await firstQuotes(a, sid), await firstQuotes(b, sid)];
    expect(fromB).toEqual(fromA);
    // And what a plain read of the quotes answers on the other instance.
    const read = await b.app.inject({
      method: 'GET',
      url: '/api/v1/quotes?symbols=AAPL,MSFT,SPY',
      headers: { cookie: `sid=${sid}` },
    });
    expect(read.json()).toEqual(fromA);
  });
});
