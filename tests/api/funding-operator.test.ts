// `npm run ops -- micro-deposits <email>` (server/operator.ts) as a child process against a
// database on disk, the way support runs it: the sandbox moves no money, so this is where the
// pending micro-deposit amounts are read. PGlite under a temp DATA_DIR, or a new PostgreSQL
// database when TEST_DB=postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase, type DatabaseTarget } from '@server/db/client';
import { bankAccounts } from '@server/db/schema';
import { Agent, signedInAgent } from '../support/agent';
import { runOperator } from '../support/operator-cli';
import { createScratchDatabase, postgresTemplate, testDeps } from '../support/test-app';

const scratch = mkdtempSync(join(tmpdir(), 'stockroom-funding-operator-'));
let target: DatabaseTarget;
let env: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    target = { kind: 'pglite', dataDir: join(scratch, 'pglite') };
    env = { DATA_DIR: scratch };
    return;
  }
  const copy = await createScratchDatabase(serverUrl, 'fop', { template: postgresTemplate() });
  target = { kind: 'postgres', url: copy.url, poolSize: 2 };
  env = { DATABASE_URL: copy.url };
  dropDatabase = copy.drop;
});
afterAll(async () => {
  await dropDatabase();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs `work` with an app on the target database, then closes it (PGlite: one process). */
async function onTarget<T>(
  work: (agent: Agent, db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase(target);
  try {
    const app = await buildApp(testDeps(database.db));
    try {
      return await work(new Agent(app, database.db), database.db);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const cents = (value: number | null) => `0.${String(value ?? 0).padStart(2, '0')}`;

describe('npm run ops -- micro-deposits', { timeout: 90_000 }, () => {
  it('prints the amounts of each link waiting for verification, and nothing once verified', async () => {
    const { email, id, bankId, sent } = await onTarget(async (fresh, db) => {
      const { agent, email, id } = await signedInAgent(fresh);
      const linked = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
        routing_number: '110000000',
        account_number: '000123456789',
        account_type: 'checking',
        nickname: 'Everyday',
      });
      expect(linked.status).toBe(201);
      const bankId = (linked.body.bank_account as { id: string }).id;
      const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, bankId));
      // One wrong try (a pair without the first amount sent), so the tries left show.
      const wrong = cents(row?.microDeposit1Cents === 1 ? 2 : 1);
      const tried = await agent.post(`/api/v1/funding/bank_accounts/${bankId}/verify`, {
        amount_1: wrong,
        amount_2: wrong,
      });
      expect(tried.status).toBe(422);
      return { email, id, bankId, sent: { ...row!, failedVerifications: 1 } };
    });

    const result = await runOperator(['micro-deposits', email], env);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `Micro-deposits waiting for verification for ${email} (user ${id})`,
    );
    const triesLeft = 3 - sent.failedVerifications;
    expect(result.stdout).toContain(
      `Everyday (••••6789, bank account ${bankId}): ${cents(sent.microDeposit1Cents)} and ${cents(sent.microDeposit2Cents)} (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left)`,
    );
    // The full account number never appears (spec §1 sensitive data).
    expect(result.stdout).not.toContain('000123456789');

    // The amounts printed verify the link; then nothing is waiting.
    await onTarget(async (fresh) => {
      const again = await fresh.post('/api/v1/auth/login', {
        email,
        password: 'correct horse battery staple',
      });
      expect(again.status).toBeLessThan(300);
      const verified = await fresh.post(`/api/v1/funding/bank_accounts/${bankId}/verify`, {
        amount_1: cents(sent.microDeposit1Cents),
        amount_2: cents(sent.microDeposit2Cents),
      });
      expect(verified.status).toBe(200);
    });
    const after = await runOperator(['micro-deposits', email], env);
    expect(after.status).toBe(0);
    expect(after.stdout).toContain('has no bank link waiting for micro-deposit verification');
  });

  it('fails with status 1 for an unknown email and 2 without one', async () => {
    await onTarget(async () => undefined); // the database exists
    const unknown = await runOperator(['micro-deposits', 'nobody-here@example.com'], env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account has the email nobody-here@example.com');
    const missing = await runOperator(['micro-deposits'], env);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('micro-deposits takes one email.');
  });
});
