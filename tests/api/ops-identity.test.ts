// The console's identity review queue (/api/v1/ops/identity_reviews; services/ops/identity.ts):
// with IDENTITY_PROVIDER=manual a submitted application waits in the queue; the operator reads
// the applicant's answers (the identity number's last four only) and documents (the bytes as
// uploaded, never cached), asks for an action, then approves: the live account opens and the
// applicant is told. Every read and decision is in the audit log; a move the status does not
// allow is refused naming why, writing nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications } from '@server/db/schema';
import { identityProviderFor } from '@server/services/live-accounts/identity-provider';
import { setOperator } from '@server/services/ops/operators';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';
import { fillSteps, PNG_BYTES } from './live-accounts-fixtures';

let ctx: TestContext;
let documentsDir: string;
beforeAll(async () => {
  documentsDir = mkdtempSync(join(tmpdir(), 'stockroom-ops-identity-'));
  ctx = await createTestContext({
    liveAccounts: { documentsDir, identityProvider: identityProviderFor('manual') },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

async function applicant(): Promise<{ agent: Agent; id: string; documentId: string }> {
  const { agent, id } = await signedInAgent(ctx.agent(), 'Ada Applicant');
  expect((await agent.put('/api/v1/accounts/account_type', { account_type: 'live' })).status).toBe(
    200,
  );
  await fillSteps(agent);
  const upload = await agent.post('/api/v1/live_accounts/documents', PNG_BYTES, {
    headers: { 'content-type': 'image/png' },
    query: { kind: 'identity' },
  });
  expect(upload.status).toBe(201);
  expect((await agent.post('/api/v1/live_accounts/submit', { confirm: true })).status).toBe(200);
  return { agent, id, documentId: (upload.body.document as { id: string }).id };
}

async function operator(): Promise<Agent> {
  const signed = await signedInAgent(ctx.agent(), 'Olive Operator');
  await setOperator(ctx.db, signed.email, true, new Date());
  return signed.agent;
}

const base = '/api/v1/ops/identity_reviews';

describe('the identity review queue', () => {
  it('lists a submitted application, shows its answers and document, and decides it', async () => {
    const { agent: member, id, documentId } = await applicant();
    const ops = await operator();

    const queue = await ops.get(base);
    expect(queue.status).toBe(200);
    const listed = (queue.body.applications as Array<Record<string, unknown>>).find(
      (application) => application.user_id === id,
    );
    expect(listed).toMatchObject({
      name: 'Ada Applicant',
      status: 'submitted',
      documents: 1,
      provider_decision_at: null,
    });

    const shown = await ops.get(`${base}/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.application).toMatchObject({
      status: 'submitted',
      applicant: {
        legal_name: 'Ada B Lovelace',
        date_of_birth: '02/29/1988',
        tax_id_last_four: '6789',
        address: '1 Main Street, Apt 2, Springfield, IL 62701',
      },
      uploaded: [{ id: documentId, kind: 'identity', content_type: 'image/png' }],
    });
    // The whole identity number is never in an answer.
    expect(JSON.stringify(shown.body)).not.toContain('123456789');
    expect(JSON.stringify(shown.body)).not.toContain('123-45-6789');

    // The bytes as uploaded (read raw: the test agent decodes bodies as text).
    const document = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${id}/documents/${documentId}`,
      headers: { cookie: `sid=${ops.cookie('sid')}` },
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/png');
    expect(document.headers['cache-control']).toBe('private, no-store');
    expect(document.rawPayload.equals(PNG_BYTES)).toBe(true);
    // The member's own document is not theirs to fetch here (404 to non-operators).
    await member.csrf();
    expect((await member.get(`${base}/${id}/documents/${documentId}`)).status).toBe(404);

    const asked = await ops.post(`${base}/${id}/decision`, {
      decision: 'action_required',
      reason: 'The photo of your ID is blurred.',
      required_action: 'upload_documents',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.application).toMatchObject({
      status: 'action_required',
      review_reason: 'The photo of your ID is blurred.',
      required_action: 'upload_documents',
    });
    const approved = await ops.post(`${base}/${id}/decision`, { decision: 'approved' });
    expect(approved.status).toBe(200);
    expect((approved.body.application as { status: string }).status).toBe('approved');
    const [live] = await ctx.db
      .select({ status: accounts.status })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.type, 'live')));
    expect(live?.status).toBe('open');
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(told.filter((n) => n.kind === 'application_decided').length).toBe(2);
    // Decided: no longer in the queue.
    const after = await ops.get(base);
    expect(
      (after.body.applications as Array<{ user_id: string }>).some((a) => a.user_id === id),
    ).toBe(false);

    const audit = await ops.get('/api/v1/ops/audit');
    const actions = (audit.body.actions as Array<{ action: string; subject_id: string }>)
      .filter((entry) => entry.subject_id === id || entry.subject_id === documentId)
      .map((entry) => entry.action);
    expect(actions.sort()).toEqual(
      ['identity.decide', 'identity.decide', 'identity.document_view', 'identity.view'].sort(),
    );
  });

  it('refuses a decision its status does not allow, or one without its reason, writing nothing', async () => {
    const { id } = await applicant();
    const ops = await operator();
    await ops.csrf();
    const before = await dbSnapshot(ctx.db);
    const noReason = await ops.post(`${base}/${id}/decision`, { decision: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    const noAction = await ops.post(`${base}/${id}/decision`, {
      decision: 'action_required',
      reason: 'Something',
    });
    expect(noAction.body.field).toBe('required_action');
    expect(await dbSnapshot(ctx.db)).toBe(before);

    expect(
      (await ops.post(`${base}/${id}/decision`, { decision: 'rejected', reason: 'No match.' }))
        .status,
    ).toBe(200);
    const before2 = await dbSnapshot(ctx.db);
    const again = await ops.post(`${base}/${id}/decision`, { decision: 'approved' });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('it cannot become approved');
    expect(await dbSnapshot(ctx.db)).toBe(before2);

    const { id: drafter } = await signedInAgent(ctx.agent());
    expect((await ops.get(`${base}/${drafter}`)).status).toBe(404);
  });
});
