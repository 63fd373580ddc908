// The live-account application (spec §4 order, §5 masks and dates): steps saved one at a time and
// validated by the contract, progress to resume from, submission only when complete, identity
// numbers encrypted at rest and returned masked, nothing logged.
import { sql } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationProgress, ApplicationStatusResponse } from '@/contract/live-accounts';
import { buildApp } from '@server/app';
import { liveAccountSteps } from '@server/db/schema';
import { documentFlowFor } from '@server/services/live-accounts/flow';
import { Agent, signedInAgent } from '../support/agent';
import { dbDump, dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext, testDeps } from '../support/test-app';
import { fillSteps, LIVE_ACCOUNT_STEPS, STEP_ORDER } from './live-accounts-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Progress = {
  status: string;
  document_flow: string;
  steps: Array<{ step: string; done: boolean }>;
  next_step: string;
  values: Record<string, Record<string, unknown>>;
  trusted_contact: Record<string, unknown> | null;
};

async function expectRejected(
  agent: Agent,
  step: string,
  body: unknown,
  field: string,
  message?: RegExp,
): Promise<void> {
  const before = await dbSnapshot(ctx.db);
  const response = await agent.put(`/api/v1/live_accounts/steps/${step}`, body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(response.body.field).toBe(field);
  expect(String(response.body.error)).toContain(field);
  if (message) expect(String(response.body.error)).toMatch(message);
  expect(await dbSnapshot(ctx.db)).toBe(before);
}

describe('live-account application steps', () => {
  it('starts not started, with the first step of spec §4 next', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const response = await agent.get('/api/v1/live_accounts');
    expect(response.status).toBe(200);
    const progress = response.body as Progress;
    expect(progress.status).toBe('not_started');
    expect(progress.next_step).toBe('name');
    // Spec §4: name, address, phone, date of birth, identity, disclosures, employment
    // disclosures, agreements, investor profile (then confirmation).
    expect(progress.steps.map((s) => s.step)).toEqual([
      'name',
      'address',
      'phone',
      'date_of_birth',
      'identity',
      'disclosures',
      'employment_disclosures',
      'agreements',
      'investor_profile',
    ]);
    expect(progress.steps.map((s) => s.step)).toEqual(STEP_ORDER);
    expect(progress.document_flow).toBe(documentFlowFor(id));
  });

  it('rejects impossible dates, bad phones and missing fields with 400 naming the field, writing nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    for (const date of ['02/30/1990', '13/01/1990', '1990-01-15', '02/29/1989', '01/01/1899']) {
      await expectRejected(agent, 'date_of_birth', { date_of_birth: date }, 'date_of_birth');
    }
    const nextYear = new Date().getUTCFullYear() + 1;
    await expectRejected(
      agent,
      'date_of_birth',
      { date_of_birth: `01/01/${nextYear}` },
      'date_of_birth',
      /past/,
    );
    const tenYearsAgo = new Date().getUTCFullYear() - 10;
    await expectRejected(
      agent,
      'date_of_birth',
      { date_of_birth: `01/01/${tenYearsAgo}` },
      'date_of_birth',
      /18 years/,
    );
    for (const phone of ['5551234567', '555-1234-567', '555-123-456', '(555) 123-4567']) {
      await expectRejected(agent, 'phone', { phone }, 'phone', /555-123-4567/);
    }
    await expectRejected(agent, 'name', { last_name: 'Lovelace' }, 'first_name', /required/);
    await expectRejected(agent, 'name', { first_name: '  ', last_name: 'L' }, 'first_name');
    await expectRejected(
      agent,
      'address',
      { ...LIVE_ACCOUNT_STEPS.address, postal_code: '123' },
      'postal_code',
    );
    await expectRejected(agent, 'address', { ...LIVE_ACCOUNT_STEPS.address, state: 'XX' }, 'state');
    await expectRejected(
      agent,
      'identity',
      { ...LIVE_ACCOUNT_STEPS.identity, tax_id: '000-12-3456' },
      'tax_id',
    );
    await expectRejected(
      agent,
      'identity',
      { tax_id: '123-45-6789', citizenship: 'visa_holder' },
      'visa_type',
      /required/,
    );
    await expectRejected(
      agent,
      'disclosures',
      { ...LIVE_ACCOUNT_STEPS.disclosures, firm_affiliated: true },
      'firm_name',
      /required/,
    );
    await expectRejected(
      agent,
      'employment_disclosures',
      { employment_status: 'employed', occupation: 'Engineer' },
      'employer',
      /required/,
    );
    await expectRejected(
      agent,
      'agreements',
      { ...LIVE_ACCOUNT_STEPS.agreements, customer_agreement: false },
      'customer_agreement',
      /accepted/,
    );
    await expectRejected(
      agent,
      'investor_profile',
      { ...LIVE_ACCOUNT_STEPS.investor_profile, annual_income: 'lots' },
      'annual_income',
    );
    await expectRejected(
      agent,
      'investor_profile',
      { ...LIVE_ACCOUNT_STEPS.investor_profile, default_expected_return: 7.555 },
      'default_expected_return',
    );
    await expectRejected(
      agent,
      'name',
      { ...LIVE_ACCOUNT_STEPS.name, nickname: 'x' },
      'nickname',
      /not a known field/,
    );
  });

  it('saves steps in any order and resumes at the first one missing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await fillSteps(agent, 3);
    let progress = (await agent.get('/api/v1/live_accounts')).body as Progress;
    expect(progress.status).toBe('in_progress');
    expect(progress.next_step).toBe('date_of_birth');
    expect(progress.values.name).toEqual(LIVE_ACCOUNT_STEPS.name);
    expect(progress.values.phone).toEqual(LIVE_ACCOUNT_STEPS.phone);

    // A later step saved first does not move "next" past the gap.
    await agent.put('/api/v1/live_accounts/steps/agreements', LIVE_ACCOUNT_STEPS.agreements);
    progress = (await agent.get('/api/v1/live_accounts')).body as Progress;
    expect(progress.next_step).toBe('date_of_birth');
    expect(progress.steps.filter((s) => s.done).map((s) => s.step)).toEqual([
      'name',
      'address',
      'phone',
      'agreements',
    ]);

    // Saving again replaces the answer.
    const renamed = { first_name: 'Augusta', last_name: 'King' };
    const saved = await agent.put('/api/v1/live_accounts/steps/name', renamed);
    expect(saved.status).toBe(200);
    expect((saved.body as Progress).values.name).toEqual(renamed);

    await fillSteps(agent);
    progress = (await agent.get('/api/v1/live_accounts')).body as Progress;
    expect(progress.next_step).toBe('confirmation');
    expect(progress.steps.every((s) => s.done)).toBe(true);
    expect(progress.values.investor_profile).toEqual(LIVE_ACCOUNT_STEPS.investor_profile);
    // The answers match the contract the client validates them with.
    expect(is(progress, ApplicationProgress)).toBe(true);
    const status = (await agent.get('/api/v1/live_accounts/status')).body;
    expect(status).toMatchObject({ status: 'in_progress', submitted_at: null });
    expect(is(status, ApplicationStatusResponse)).toBe(true);
  });

  it('submits only when every step is saved: 409 naming the first missing step', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    let before = await dbSnapshot(ctx.db);
    let response = await agent.post('/api/v1/live_accounts/submit', { confirm: true });
    expect(response.status).toBe(409);
    expect(response.body.field).toBe('name');
    expect(await dbSnapshot(ctx.db)).toBe(before);

    await fillSteps(agent, 8);
    before = await dbSnapshot(ctx.db);
    response = await agent.post('/api/v1/live_accounts/submit', { confirm: true });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ field: 'investor_profile' });
    expect(String(response.body.error)).toContain('investor profile');
    expect(await dbSnapshot(ctx.db)).toBe(before);

    response = await agent.post('/api/v1/live_accounts/submit', { confirm: false });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('confirm');

    await fillSteps(agent);
    response = await agent.post('/api/v1/live_accounts/submit', { confirm: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'submitted', reason: null });
    expect(typeof response.body.submitted_at).toBe('string');

    const progress = (await agent.get('/api/v1/live_accounts')).body as Progress;
    expect(progress).toMatchObject({ status: 'submitted', next_step: 'almost_there' });
    const status = await agent.get('/api/v1/live_accounts/status');
    expect(status.body).toMatchObject({ status: 'submitted', live_account_status: null });

    // Submitted answers are frozen; submitting twice is refused.
    before = await dbSnapshot(ctx.db);
    const change = await agent.put('/api/v1/live_accounts/steps/phone', { phone: '555-000-1111' });
    expect(change.status).toBe(409);
    expect((await agent.post('/api/v1/live_accounts/submit', { confirm: true })).status).toBe(409);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('keeps an optional trusted contact, which needs an email or a phone', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    const missing = await agent.put('/api/v1/live_accounts/trusted_contact', {
      first_name: 'Pat',
      last_name: 'Doe',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('email');
    expect(await dbSnapshot(ctx.db)).toBe(before);
    const contact = { first_name: 'Pat', last_name: 'Doe', phone: '555-222-3333' };
    const saved = await agent.put('/api/v1/live_accounts/trusted_contact', contact);
    expect(saved.status).toBe(200);
    expect((saved.body as Progress).trusted_contact).toEqual(contact);
    // Optional: it is not one of the steps and does not count towards them.
    expect((saved.body as Progress).next_step).toBe('name');
  });

  it('answers 401 without a session', async () => {
    const agent = ctx.agent();
    await agent.csrf();
    for (const url of ['/api/v1/live_accounts', '/api/v1/live_accounts/status']) {
      expect((await agent.get(url)).status).toBe(401);
    }
    const response = await agent.put('/api/v1/live_accounts/steps/name', LIVE_ACCOUNT_STEPS.name);
    expect(response.status).toBe(401);
  });
});

describe('document flow by user id (spec §3)', () => {
  it('gives even ids (last hex digit even) document verification and odd ids manual upload', () => {
    expect(documentFlowFor('00000000-0000-4000-8000-000000000000')).toBe('document_verification');
    expect(documentFlowFor('00000000-0000-4000-8000-00000000000a')).toBe('document_verification');
    expect(documentFlowFor('00000000-0000-4000-8000-00000000000e')).toBe('document_verification');
    expect(documentFlowFor('00000000-0000-4000-8000-000000000001')).toBe('manual_upload');
    expect(documentFlowFor('00000000-0000-4000-8000-00000000000b')).toBe('manual_upload');
    expect(documentFlowFor('00000000-0000-4000-8000-00000000000F')).toBe('manual_upload');
  });

  it('reports the flow of the signed-in user in progress and status, both ways', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const { agent, id } = await signedInAgent(ctx.agent());
      const expected =
        Number.parseInt(id.slice(-1), 16) % 2 === 0 ? 'document_verification' : 'manual_upload';
      expect((await agent.get('/api/v1/live_accounts')).body.document_flow).toBe(expected);
      expect((await agent.get('/api/v1/live_accounts/status')).body.document_flow).toBe(expected);
      seen.add(expected);
    }
    expect(seen.size).toBe(2);
  });
});

describe('sensitive answers (spec §1 sensitive data areas)', () => {
  it('stores the identity number and income range encrypted and returns the number masked', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await fillSteps(agent);
    const snapshot = await dbDump(ctx.db);
    for (const secret of ['123456789', '123-45-6789', '100k_200k', 'Springfield', 'Lovelace']) {
      expect(snapshot).not.toContain(secret);
    }
    const rows = (await ctx.db.execute(
      sql`SELECT step, payload_encrypted FROM ${liveAccountSteps} WHERE user_id = ${id}`,
    )) as unknown as { rows: Array<{ step: string; payload_encrypted: string }> };
    expect(rows.rows).toHaveLength(9);
    for (const row of rows.rows)
      expect(row.payload_encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);

    const progress = (await agent.get('/api/v1/live_accounts')).body as Progress;
    expect(progress.values.identity).toEqual({
      tax_id_masked: '•••••6789',
      citizenship: 'us_citizen',
    });
    expect(JSON.stringify(progress)).not.toContain('12345');
  });

  it('never writes request bodies to the request log', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      testDeps(ctx.db, {
        logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
      }),
    );
    try {
      const { agent } = await signedInAgent(new Agent(app));
      await fillSteps(agent);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      expect(log).toContain('/api/v1/live_accounts/steps/identity');
      for (const secret of ['123-45-6789', '123456789', '100k_200k', 'Lovelace', '02/29/1988']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
