// Fault suite, part 2: PostgreSQL restarted under load, the API recovers without being restarted.
// The real server (server/main.ts) runs as a child process on a PostgreSQL server of this file's
// own (tests/support/fault-postgres.ts), under a steady stream of reads and order placements;
// PostgreSQL is stopped (`pg_ctl stop -m fast`, every session ended at once) and started again on
// the same data directory and port. While it is away every answer is a quick 503 with a JSON
// message, never a hang or a dropped connection; the server process stays up; once PostgreSQL is
// back requests succeed again within a bounded time; and the client's retries, each with its
// Idempotency-Key, place every order exactly once with the ledger balanced.
// PostgreSQL only (the API suite's TEST_DB=postgres pass).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@server/db/client';
import { DEFAULT_PAPER_STARTING_CASH_CENTS } from '@server/services/accounts';
import {
  HttpAgent,
  type HttpResult,
  paperAccountOverHttp,
  signUpOverHttp,
} from '../support/fault-http';
import { type RestartablePostgres, startRestartablePostgres } from '../support/fault-postgres';
import { SERVER_START_MS, type ServerProcess, startServerProcess } from '../support/fault-server';
import { databaseKind } from '../support/test-app';
import { LedgerChecker } from './ledger-invariants';

/** Clients sending requests one after another, all the time. */
const CLIENTS = 4;
/** How long PostgreSQL stays down once stopped. */
const OUTAGE_MS = 1_500;
/** Once PostgreSQL is back, requests must succeed again within this (pool reconnects at once). */
const RECOVERY_BOUND_MS = 10_000;
/** A request answered slower than this while the database is away counts as a hang. */
const ANSWER_BOUND_MS = 5_000;

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'back';

interface Sent {
  /** The phase it was sent in. */
  phase: Phase;
  /** The phase it was answered in. */
  answeredIn: Phase;
  kind: 'read' | 'place';
  result: HttpResult;
  /** When it was answered, ms since the load began. */
  at: number;
  placement?: Placement;
}

interface Placement {
  key: string;
  body: Record<string, string>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(databaseKind() === 'postgres')('PostgreSQL restarted under load', () => {
  let postgres: RestartablePostgres;
  let server: ServerProcess;
  let checks: Database | null = null;

  beforeAll(async () => {
    postgres = await startRestartablePostgres();
    // A small pool, so most of its connections are busy (checked out) when PostgreSQL goes.
    server = await startServerProcess({
      databaseUrl: postgres.url,
      env: { DATABASE_POOL_SIZE: '4', ORDER_MATCHER_INTERVAL_MS: '200' },
    });
  }, SERVER_START_MS + 60_000);

  afterAll(async () => {
    await server?.stop();
    await checks?.close();
    postgres?.destroy();
  });

  it('answers 503 while it is away, recovers without a restart, and retries place each order once', async () => {
    const agent = new HttpAgent(server.url, 15_000);
    const { userId } = await signUpOverHttp(agent);
    const accountId = await paperAccountOverHttp(agent);
    const pid = server.pid;

    // The load: every client alternates a read (the session lookup and the account list) and a
    // placement with a new key (a market buy fills at once, a low limit buy rests).
    let phase: Phase = 'before';
    let running = true;
    const sent: Sent[] = [];
    const placements: Placement[] = [];
    const began = performance.now();
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; running; i++) {
        const sentIn = phase;
        if (i % 2 === 0) {
          const result = await agent.get('/api/v1/accounts');
          sent.push({
            phase: sentIn,
            answeredIn: phase,
            kind: 'read',
            result,
            at: performance.now() - began,
          });
        } else {
          const placement: Placement = {
            key: randomUUID(),
            body:
              (i + client) % 4 === 1
                ? { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' }
                : { symbol: 'MSFT', side: 'buy', type: 'limit', quantity: '1', limit_price: '2' },
          };
          placements.push(placement);
          const result = await agent.post('/api/v1/orders', placement.body, {
            'idempotency-key': placement.key,
          });
          sent.push({
            phase: sentIn,
            answeredIn: phase,
            kind: 'place',
            result,
            placement,
            at: performance.now() - began,
          });
        }
        // After a failure, a short pause rather than a tight loop (the retries with the same keys
        // come at the end).
        if (!result2xx(sent.at(-1)?.result)) await sleep(25);
      }
    });

    // Load first: a second, and at least two answers per client (a busy machine answers slowly).
    await sleep(1_000);
    const answeredBefore = () =>
      sent.filter((entry) => entry.phase === 'before' && entry.answeredIn === 'before').length;
    for (let waited = 0; answeredBefore() <= 2 * CLIENTS && waited < 30_000; waited += 50) {
      await sleep(50);
    }
    phase = 'stopping';
    await postgres.stop();
    phase = 'down';
    await sleep(OUTAGE_MS);
    phase = 'starting';
    await postgres.start();
    phase = 'back';
    const backAt = performance.now() - began;
    // Recovered: every client has had a success after PostgreSQL came back, reads and placements.
    let recoveredAt: number | null = null;
    while (performance.now() - began - backAt < RECOVERY_BOUND_MS + 2_000) {
      const after = sent.filter((entry) => entry.phase === 'back');
      const ok = (kind: Sent['kind']) =>
        after.filter((entry) => entry.kind === kind && result2xx(entry.result)).length >= CLIENTS;
      if (ok('read') && ok('place')) {
        recoveredAt = performance.now() - began;
        break;
      }
      await sleep(50);
    }
    await sleep(500);
    running = false;
    await Promise.all(clients);

    // The server process never went down, and it is the same process.
    expect(server.exit(), server.output()).toBeNull();
    expect(server.pid).toBe(pid);
    // It said why it answered 503 (warnings and errors are logged without LOG_REQUESTS), and
    // logged no request line (those only with it).
    expect(server.output()).toContain('database unavailable');
    // With the pool's connections then, to tell a busy pool from a database that is away.
    expect(server.output()).toMatch(/"pool":\{"total":\d+,"idle":\d+,"waiting":\d+\}/);
    expect(server.output()).not.toContain('request completed');

    const inPhase = (name: Phase) => sent.filter((entry) => entry.phase === name);
    // Before the outage (sent and answered), everything succeeded.
    const before = inPhase('before').filter((entry) => entry.answeredIn === 'before');
    expect(before.length).toBeGreaterThan(CLIENTS);
    expect(before.filter((entry) => !result2xx(entry.result))).toEqual([]);
    // While it was away: each request answered, quickly, 503 with a message saying so. (One sent
    // at the end of the outage may still be waiting for its connection when PostgreSQL is back,
    // and then succeeds: the check below allows it.)
    const down = inPhase('down').filter((entry) => entry.answeredIn === 'down');
    expect(down.length).toBeGreaterThan(CLIENTS);
    for (const entry of down) {
      expect(entry.result.status, JSON.stringify(entry.result)).toBe(503);
      expect(entry.result.body.error).toMatch(/try again/i);
      expect(entry.result.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    // Across the stop and the start: a success or a 503, never a dropped connection or a 500.
    for (const entry of sent) {
      if (!result2xx(entry.result)) {
        expect(entry.result.status, JSON.stringify(entry.result)).toBe(503);
      }
    }
    // Back within the bound, without restarting the server.
    expect(recoveredAt, 'requests did not succeed again after PostgreSQL came back').not.toBeNull();
    expect((recoveredAt ?? Infinity) - backAt).toBeLessThan(RECOVERY_BOUND_MS);
    // And it stayed back: the last answers of each client are successes.
    const lastOnes = sent.slice(-CLIENTS);
    expect(lastOnes.filter((entry) => !result2xx(entry.result))).toEqual([]);

    // The client retries every placement with its key, whatever it heard the first time.
    const firsts = new Map(
      sent.filter((entry) => entry.placement).map((entry) => [entry.placement?.key, entry.result]),
    );
    const retries = new Map<string, HttpResult>();
    for (let at = 0; at < placements.length; at += CLIENTS) {
      await Promise.all(
        placements.slice(at, at + CLIENTS).map(async (placement) => {
          retries.set(
            placement.key,
            await agent.post('/api/v1/orders', placement.body, {
              'idempotency-key': placement.key,
            }),
          );
        }),
      );
    }
    for (const placement of placements) {
      const retry = retries.get(placement.key);
      expect(retry?.status, JSON.stringify(retry?.body)).toBe(201);
      const first = firsts.get(placement.key);
      if (first?.status === 201) expect(retry?.body).toEqual(first.body);
    }

    // Exactly once: one order per key, one stored answer per key; and the ledger balances.
    checks = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
    const [counts] = rowsOf<{ orders: number; keys: number; answers: number; pending: number }>(
      await checks.db.execute(sql`SELECT
        (SELECT count(*)::int FROM orders WHERE user_id = ${userId}::uuid) AS orders,
        (SELECT count(DISTINCT idempotency_key)::int FROM orders
          WHERE user_id = ${userId}::uuid) AS keys,
        (SELECT count(*)::int FROM idempotent_requests
          WHERE user_id = ${userId}::uuid AND scope = 'order_place') AS answers,
        (SELECT count(*)::int FROM idempotent_requests
          WHERE user_id = ${userId}::uuid AND status_code <> 201) AS pending`),
    );
    expect(counts).toEqual({
      orders: placements.length,
      keys: placements.length,
      answers: placements.length,
      pending: 0,
    });
    const rows = rowsOf<{ id: string; key: string }>(
      await checks.db.execute(sql`
        SELECT id::text AS id, idempotency_key AS key FROM orders WHERE user_id = ${userId}::uuid`),
    );
    const keyOfId = new Map(rows.map((row) => [row.id, row.key]));
    for (const placement of placements) {
      const order = retries.get(placement.key)?.body.order as { id: string } | undefined;
      expect(keyOfId.get(order?.id ?? '')).toBe(placement.key);
    }
    const checker = new LedgerChecker(checks.db);
    expect(
      await checker.problems([{ accountId, openingCents: DEFAULT_PAPER_STARTING_CASH_CENTS }]),
    ).toEqual([]);
    expect(await checker.globalProblems()).toEqual([]);
  });
});

function result2xx(result: HttpResult | undefined): boolean {
  return result?.status !== undefined && result.status !== null && result.status < 300;
}
