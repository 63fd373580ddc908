// The sandbox mailbox in the operators' console (/api/v1/ops/mail; services/ops/mailbox.ts):
// operators read it from any machine, where the app's /api/v1/sandbox/mail answers loopback only;
// the list says which sender is in use and can be narrowed to one address; opening a message is
// in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEmail } from '@server/services/email/message';
import { setOperator } from '@server/services/ops/operators';
import { type Agent, signedInAgent, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
let ops: Agent;
beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'https://app.stockroom.test' });
  const operator = await signedInAgent(ctx.agent(), 'Olive Operator');
  await setOperator(ctx.db, operator.email, true, new Date());
  ops = operator.agent;
});
afterAll(() => ctx.close());

const sendTo = (to: string, subject: string) =>
  ctx.deps.mailer.send(
    composeEmail(to, {
      subject,
      greeting: 'Hello,',
      paragraphs: ['Your deposit has settled.'],
      action: { label: 'Open Stockroom', url: 'https://app.stockroom.test/app/funding' },
    }),
  );

type Listed = { id: string; to: string; subject: string };

describe('the sandbox mailbox in the console', () => {
  it('lists the mail, narrowed to one address, and opens a message, audited', async () => {
    const to = uniqueEmail('mailbox');
    const other = uniqueEmail('someone-else');
    await sendTo(to, 'Deposit settled');
    await sendTo(other, 'Someone else’s mail');

    const all = await ops.get('/api/v1/ops/mail');
    expect(all.status).toBe(200);
    expect(all.body.sender).toBe('sandbox');
    const subjects = (all.body.messages as Listed[]).map((message) => message.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Deposit settled', 'Someone else’s mail']));

    const mine = await ops.get(`/api/v1/ops/mail?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(mine.body.messages).toEqual([
      expect.objectContaining({ to, subject: 'Deposit settled' }),
    ]);
    const id = (mine.body.messages as Listed[])[0]!.id;

    const opened = await ops.get(`/api/v1/ops/mail/${id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id,
      to,
      subject: 'Deposit settled',
      from: expect.stringContaining('no-reply@app.stockroom.test'),
      text: expect.stringContaining('https://app.stockroom.test/app/funding'),
      html: expect.stringContaining('href="https://app.stockroom.test/app/funding"'),
    });
    const [newest] = (await ops.get('/api/v1/ops/audit')).body.actions as { detail: string }[];
    expect(newest).toMatchObject({
      action: 'mail.view',
      subject_type: 'mail',
      subject_id: id,
    });
    expect(JSON.parse(newest!.detail)).toEqual({ to, subject: 'Deposit settled' });
  });

  it('reads from another machine, where the app’s own mailbox is not there', async () => {
    await sendTo(uniqueEmail('remote'), 'Read from afar');
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await ops.get('/api/v1/sandbox/mail', remote)).status).toBe(404);
    const fromAfar = await ops.get('/api/v1/ops/mail', remote);
    expect(fromAfar.status).toBe(200);
    expect((fromAfar.body.messages as Listed[])[0]).toMatchObject({ subject: 'Read from afar' });
  });

  it('names the field of a bad address and answers 404 for a message it does not hold', async () => {
    const bad = await ops.get('/api/v1/ops/mail?to=not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'to' });
    const missing = await ops.get('/api/v1/ops/mail/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found' });
  });
});
