// Fault suite, part 1: `kill -9` of the server during a burst of orders on PostgreSQL. The real
// server (server/main.ts) runs as a child process; a burst of placements, each with its own
// Idempotency-Key, is cut short by SIGKILL; the server starts again on the same database and the
// client retries every request with its key (DESIGN.md "Orders, deposits, withdrawals and purchases
// take an Idempotency-Key header: a retry returns the first response and changes nothing"). Some
// answers are lost on the way (the client never sees them), so some orders exist that the client
// was not told about. Then every acknowledged order is there exactly once, every key names one
// order, and the ledger balances (tests/api/ledger-invariants.ts).
// PostgreSQL only (the API suite's TEST_DB=postgres pass): PGlite cannot be shared by two processes.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Database, openDatabase } from '@server/db/client';
import { DEFAULT_PAPER_STARTING_CASH_CENTS } from '@server/services/accounts';
import {
  HttpAgent,
  type HttpResult,
  paperAccountOverHttp,
  signUpOverHttp,
} from '../support/fault-http';
import { SERVER_START_MS, type ServerProcess, startServerProcess } from '../support/fault-server';
import { createScratchDatabase, databaseKind, postgresTemplate } from '../support/test-app';
import { LedgerChecker } from './ledger-invariants';

// The test starts the server twice, beside its own work.
vi.setConfig({ testTimeout: 2 * SERVER_START_MS + 60_000 });

const BURST = 60;
/** Placements sent at once: the rest wait their turn, so some are never sent before the kill. */
const IN_FLIGHT = 8;
/** The kill comes when this many placements have been acknowledged. */
const KILL_AFTER_ACKS = 15;
/** Every this many placements, the answer is lost on the way (the client never sees it). */
const LOST_EVERY = 5;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Placement {
  key: string;
  body: Record<string, string>;
  /** Its answer lost on the way back: the order may exist though the client was never told. */
  answerLost: boolean;
  /** What the server answered the first time, if it did. */
  answered?: HttpResult;
  /** What the client saw of it: the answer, or nothing when it was lost. */
  first?: HttpResult;
}

/** Market buys fill at once (the session is open); limit buys far below the price rest, holding cash. */
function burst(): Placement[] {
  const symbols = ['AAPL', 'MSFT', 'NVDA'];
  return Array.from({ length: BURST }, (_, i): Placement => ({
    key: randomUUID(),
    answerLost: i % LOST_EVERY === LOST_EVERY - 1,
    body:
      i % 2 === 0
        ? { symbol: symbols[i % 3] ?? 'AAPL', side: 'buy', type: 'market', quantity: '1' }
        : {
            symbol: symbols[i % 3] ?? 'AAPL',
            side: 'buy',
            type: 'limit',
            quantity: '2',
            limit_price: '1.25',
          },
  }));
}

/** Runs `work` over `items`, `width` at a time, until `stopped()` says no more may start. */
async function pool<T>(
  items: T[],
  width: number,
  work: (item: T) => Promise<void>,
  stopped = () => false,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length && !stopped()) {
        const item = items[next++];
        if (item) await work(item);
      }
    }),
  );
}

describe.runIf(databaseKind() === 'postgres')(
  'kill -9 of the server during a burst of orders',
  () => {
    let databaseUrl: string;
    let database: Database;
    let dropDatabase: () => Promise<void>;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      // A database of its own on the run's PostgreSQL server, a copy of the migrated template.
      const scratch = await createScratchDatabase(String(inject('postgresUrl')), 'fault', {
        template: postgresTemplate(),
      });
      databaseUrl = scratch.url;
      database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
      dropDatabase = scratch.drop;
    });

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.close();
      await dropDatabase?.();
    });

    it('after a restart every acknowledged order is there once, retries return it, and the ledger balances', async () => {
      const first = await startServerProcess({ databaseUrl });
      servers.push(first);
      const agent = new HttpAgent(first.url);
      const { userId } = await signUpOverHttp(agent);
      const accountId = await paperAccountOverHttp(agent);

      // The burst, cut by SIGKILL once KILL_AFTER_ACKS placements have been acknowledged.
      const placements = burst();
      let acks = 0;
      // A box, not a variable: the type checker cannot see the assignment in the callback.
      const killed: { done: Promise<void> | null } = { done: null };
      await pool(
        placements,
        IN_FLIGHT,
        async (placement) => {
          placement.answered = await agent.post('/api/v1/orders', placement.body, {
            'idempotency-key': placement.key,
          });
          placement.first = placement.answerLost
            ? { status: null, body: {}, error: 'answer lost', ms: placement.answered.ms }
            : placement.answered;
          if (placement.first.status === 201 && ++acks >= KILL_AFTER_ACKS)
            killed.done ??= first.kill9();
        },
        () => killed.done !== null,
      );
      await killed.done;
      expect(first.exit()?.signal).toBe('SIGKILL');

      const acknowledged = placements.filter((placement) => placement.first?.status === 201);
      const unanswered = placements.filter((placement) => placement.first?.status !== 201);
      // The server answered 201 or nothing (never a 5xx before the kill).
      for (const placement of placements) {
        expect([201, null, undefined]).toContain(placement.answered?.status);
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(unanswered.length).toBeGreaterThan(0);

      // Before any retry: each acknowledged order is in the database, once, under its key.
      const ackedIds = acknowledged.map((placement) => orderIdOf(placement.first));
      const stored = rowsOf<{ id: string; key: string }>(
        await database.db.execute(sql`
        SELECT id::text AS id, idempotency_key AS key FROM orders WHERE user_id = ${userId}::uuid`),
      );
      const storedById = new Map(stored.map((row) => [row.id, row.key]));
      for (const [i, placement] of acknowledged.entries()) {
        expect(storedById.get(ackedIds[i] ?? '')).toBe(placement.key);
      }
      // Some orders exist that the client was never told about (their answers were lost): the
      // retries below must return those, not place them again.
      const idOfKey = new Map(stored.map((row) => [row.key, row.id]));
      const untold = unanswered.filter((placement) => idOfKey.has(placement.key));
      expect(untold.length).toBeGreaterThan(0);

      // The server starts again on the same database; the client retries every request with its key.
      const second = await startServerProcess({ databaseUrl });
      servers.push(second);
      const retrying = agent.withBase(second.url);
      const retries = new Map<string, HttpResult>();
      await pool(placements, IN_FLIGHT, async (placement) => {
        retries.set(
          placement.key,
          await retrying.post('/api/v1/orders', placement.body, {
            'idempotency-key': placement.key,
          }),
        );
      });
      for (const placement of placements) {
        const retry = retries.get(placement.key);
        expect(retry?.status, JSON.stringify(retry?.body)).toBe(201);
        // An acknowledged order comes back as it was first answered: the same order, not a new one.
        if (placement.first?.status === 201) expect(retry?.body).toEqual(placement.first.body);
      }
      // An order placed before the kill whose answer the client never got comes back too.
      for (const placement of untold) {
        expect(orderIdOf(retries.get(placement.key))).toBe(idOfKey.get(placement.key));
      }

      // Exactly once: one order per key, each acknowledged id among them, one stored answer per key.
      const [counts] = rowsOf<{ orders: number; keys: number; answers: number; pending: number }>(
        await database.db.execute(sql`SELECT
        (SELECT count(*)::int FROM orders WHERE user_id = ${userId}::uuid) AS orders,
        (SELECT count(DISTINCT idempotency_key)::int FROM orders
          WHERE user_id = ${userId}::uuid) AS keys,
        (SELECT count(*)::int FROM idempotent_requests
          WHERE user_id = ${userId}::uuid AND scope = 'order_place') AS answers,
        (SELECT count(*)::int FROM idempotent_requests
          WHERE user_id = ${userId}::uuid AND status_code <> 201) AS pending`),
      );
      expect(counts).toEqual({ orders: BURST, keys: BURST, answers: BURST, pending: 0 });
      const final = rowsOf<{ id: string; key: string }>(
        await database.db.execute(sql`
        SELECT id::text AS id, idempotency_key AS key FROM orders WHERE user_id = ${userId}::uuid`),
      );
      expect(new Set(final.map((row) => row.key))).toEqual(new Set(placements.map((p) => p.key)));
      const finalById = new Map(final.map((row) => [row.id, row.key]));
      for (const [i, placement] of acknowledged.entries()) {
        expect(finalById.get(ackedIds[i] ?? '')).toBe(placement.key);
      }
      for (const placement of placements) {
        expect(finalById.get(orderIdOf(retries.get(placement.key)))).toBe(placement.key);
      }

      // The ledger balances: every transaction sums to zero, cash and holds agree with the orders,
      // positions with the fills, and cash + held is the opening cash less what was bought.
      const checker = new LedgerChecker(database.db);
      expect(
        await checker.problems([{ accountId, openingCents: DEFAULT_PAPER_STARTING_CASH_CENTS }]),
      ).toEqual([]);
      expect(await checker.globalProblems()).toEqual([]);
    });
  },
);

function orderIdOf(response: HttpResult | undefined): string {
  return String((response?.body.order as { id?: string } | undefined)?.id);
}
