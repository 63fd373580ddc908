// The operator's review queue: submitted → in_review / action_required / approved / rejected, moved
// by the command `npm run ops -- review …` (server/operator.ts, which calls reviewApplication);
// approval opens the live account; action_required names what the applicant does, and the
// applicant's resubmitted address sends it back to review. One case spawns the real command.
// (The sandbox identity provider's own decisions: live-accounts-identity.test.ts; no job runs
// here, so its pending checks never land.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase, type DatabaseTarget } from '@server/db/client';
import { applicationStatus } from '@server/services/live-accounts/application';
import { reviewApplication, ReviewError } from '@server/services/live-accounts/review';
import { Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import {
  createScratchDatabase,
  createTestContext,
  postgresTemplate,
  preparePgliteDataDir,
  type TestContext,
  testDeps,
} from '../support/test-app';
import { runOperator } from '../support/operator-cli';
import { fillSteps, LIVE_ACCOUNT_STEPS } from './live-accounts-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function submitted(): Promise<{ agent: Agent; email: string; id: string }> {
  const signed = await signedInAgent(ctx.agent());
  await signed.agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
  await fillSteps(signed.agent);
  const response = await signed.agent.post('/api/v1/live_accounts/submit', { confirm: true });
  expect(response.status).toBe(200);
  return signed;
}

type Accounts = { accounts: Array<{ type: string; status: string }> };

describe('review queue', () => {
  it('moves submitted → in_review → approved and opens the live account', async () => {
    const { agent, email } = await submitted();
    let accounts = ((await agent.get('/api/v1/accounts')).body as Accounts).accounts;
    expect(accounts.find((a) => a.type === 'live')?.status).toBe('application_not_started');

    const review = await reviewApplication(ctx.db, email, 'in_review', null);
    expect(review).toMatchObject({ from: 'submitted', to: 'in_review', changed: true });
    expect((await agent.get('/api/v1/live_accounts/status')).body.status).toBe('in_review');

    const approved = await reviewApplication(ctx.db, email.toUpperCase(), 'approved', null);
    expect(approved).toMatchObject({ from: 'in_review', to: 'approved', changed: true });
    expect(approved.liveAccountId).toEqual(expect.any(String));
    const status = await agent.get('/api/v1/live_accounts/status');
    expect(status.body).toMatchObject({ status: 'approved', live_account_status: 'open' });
    expect(typeof status.body.reviewed_at).toBe('string');
    accounts = ((await agent.get('/api/v1/accounts')).body as Accounts).accounts;
    expect(accounts.filter((a) => a.type === 'live')).toEqual([
      expect.objectContaining({ status: 'open' }),
    ]);

    // Final: approved stays approved; repeating the decision changes nothing.
    expect((await reviewApplication(ctx.db, email, 'approved', null)).changed).toBe(false);
    await expect(reviewApplication(ctx.db, email, 'rejected', null)).rejects.toThrow(
      /is approved; it cannot become rejected/,
    );
  });

  it('opens a live account on approval even when none was started', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    await fillSteps(agent);
    await agent.post('/api/v1/live_accounts/submit', { confirm: true });
    await reviewApplication(ctx.db, email, 'approved', null);
    const accounts = ((await agent.get('/api/v1/accounts')).body as Accounts).accounts;
    expect(accounts.map((a) => [a.type, a.status])).toEqual([
      ['simulated', 'open'],
      ['live', 'open'],
    ]);
  });

  it('asks for action with a reason; the applicant resubmits the address and it is reviewed again', async () => {
    const { agent, email } = await submitted();
    await agent.csrf();
    // Resubmitting is refused until the review asks for it.
    let before = await dbSnapshot(ctx.db);
    const early = await agent.put(
      '/api/v1/live_accounts/resubmit_address',
      LIVE_ACCOUNT_STEPS.address,
    );
    expect(early.status).toBe(409);
    expect(await dbSnapshot(ctx.db)).toBe(before);

    // A reason and the action it asks for are both needed.
    await expect(reviewApplication(ctx.db, email, 'action_required', null)).rejects.toThrow(
      ReviewError,
    );
    const reason = 'Proof of address does not match';
    await expect(reviewApplication(ctx.db, email, 'action_required', reason)).rejects.toThrow(
      /--action resubmit_address or upload_documents/,
    );
    await reviewApplication(ctx.db, email, 'action_required', reason, 'resubmit_address');
    const status = await agent.get('/api/v1/live_accounts/status');
    expect(status.body).toMatchObject({
      status: 'action_required',
      reason,
      required_action: 'resubmit_address',
    });

    before = await dbSnapshot(ctx.db);
    const bad = await agent.put('/api/v1/live_accounts/resubmit_address', {
      ...LIVE_ACCOUNT_STEPS.address,
      postal_code: 'ABCDE',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('postal_code');
    expect(await dbSnapshot(ctx.db)).toBe(before);

    const moved = { ...LIVE_ACCOUNT_STEPS.address, street: '2 Elm Street', unit: undefined };
    const resubmitted = await agent.put('/api/v1/live_accounts/resubmit_address', moved);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'in_review', required_action: null });
    const progress = await agent.get('/api/v1/live_accounts');
    expect((progress.body.values as Record<string, unknown>).address).toMatchObject({
      street: '2 Elm Street',
    });

    await reviewApplication(ctx.db, email, 'rejected', 'Could not verify identity');
    expect((await agent.get('/api/v1/live_accounts/status')).body).toMatchObject({
      status: 'rejected',
      reason: 'Could not verify identity',
      live_account_status: 'application_not_started',
    });
  });

  it('refuses unknown emails and applications not yet submitted, writing nothing', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    await fillSteps(agent, 2);
    const before = await dbSnapshot(ctx.db);
    await expect(reviewApplication(ctx.db, email, 'approved', null)).rejects.toThrow(
      /has not submitted/,
    );
    await expect(
      reviewApplication(ctx.db, 'nobody-at-all@example.com', 'approved', null),
    ).rejects.toThrow(/No account has the email/);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

// The real command, as an operator runs it, against a database on disk.
describe('npm run ops -- review', { timeout: 120_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'stockroom-review-'));
  let target: DatabaseTarget;
  let env: Record<string, string>;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const serverUrl = inject('postgresUrl');
    if (!serverUrl) {
      target = { kind: 'pglite', dataDir: join(scratch, 'pglite') };
      env = { DATA_DIR: scratch };
      await preparePgliteDataDir(join(scratch, 'pglite'));
      return;
    }
    const copy = await createScratchDatabase(serverUrl, 'rv', { template: postgresTemplate() });
    target = { kind: 'postgres', url: copy.url, poolSize: 2 };
    env = { DATABASE_URL: copy.url };
    dropDatabase = copy.drop;
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Runs `fn` with an app on the target database, then closes it (PGlite: one process). */
  async function onTarget<T>(fn: (agent: Agent) => Promise<T>): Promise<T> {
    const database = await openDatabase(target);
    try {
      const app = await buildApp(testDeps(database.db));
      try {
        return await fn(new Agent(app));
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }

  async function statusOnTarget(userId: string) {
    const database = await openDatabase(target);
    try {
      return await applicationStatus(database.db, userId);
    } finally {
      await database.close();
    }
  }

  it('approves through the command: status approved, live account open', async () => {
    const { email, id } = await onTarget(async (fresh) => {
      const signed = await signedInAgent(fresh);
      await fillSteps(signed.agent);
      await signed.agent.post('/api/v1/live_accounts/submit', { confirm: true });
      return signed;
    });
    const bad = await runOperator(['review', email, 'accepted'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(
      'The status must be one of in_review, action_required, approved, rejected',
    );

    const result = await runOperator(
      ['review', email, 'approved', '--reason', 'All documents verified'],
      env,
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Moved the application of ${email}`);
    expect(result.stdout).toContain('from submitted to approved. Live account');

    expect(await statusOnTarget(id)).toMatchObject({
      status: 'approved',
      reason: 'All documents verified',
      live_account_status: 'open',
    });

    const final = await runOperator(['review', email, 'rejected'], env);
    expect(final.status).toBe(1);
    expect(final.stderr).toContain('is approved; it cannot become rejected');
  });
});
