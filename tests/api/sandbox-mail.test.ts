// The sandbox mailbox (server/services/email/mailbox.ts, server/routes/sandbox-mail.ts): with no
// SMTP_URL every mail is kept whole in the database, as the MIME an SMTP relay would have been
// given, and read over the API only from the machine the server runs on.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEmail } from '@server/services/email/message';
import { Agent, uniqueEmail } from '../support/agent';
import { lastMailTo } from '../support/sandbox-mail';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'https://app.stockroom.test' });
});
afterAll(() => ctx.close());

async function sendOne(to: string) {
  await ctx.deps.mailer.send(
    composeEmail(to, {
      subject: 'Ça marche: your sandbox mail',
      greeting: 'Hello,',
      paragraphs: ['A line of text.'],
      action: { label: 'Open Stockroom', url: 'https://app.stockroom.test/app' },
    }),
  );
}

describe('the sandbox mailbox', () => {
  it('keeps each mail as proper MIME: both parts, the subject encoded, from PUBLIC_URL’s host', async () => {
    expect(ctx.deps.mailer.name).toBe('sandbox');
    const to = uniqueEmail('mime');
    await sendOne(to);
    const row = await lastMailTo(ctx.db, to);
    const parsed = await simpleParser(row.source);
    expect(parsed.subject).toBe('Ça marche: your sandbox mail');
    expect(row.source).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(parsed.from?.text).toBe('"Stockroom" <no-reply@app.stockroom.test>');
    expect(parsed.text).toContain('https://app.stockroom.test/app');
    expect(parsed.html).toContain('href="https://app.stockroom.test/app"');
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  });

  it('lists the newest first and shows one message, from this machine', async () => {
    const to = uniqueEmail('listed');
    await sendOne(to);
    const agent = new Agent(ctx.app);
    const list = await agent.get('/api/v1/sandbox/mail');
    expect(list.status).toBe(200);
    const messages = list.body.messages as Array<{ id: string; to: string; subject: string }>;
    expect(messages[0]).toMatchObject({ to, subject: 'Ça marche: your sandbox mail' });
    const only = await agent.get('/api/v1/sandbox/mail', { query: { to: to.toUpperCase() } });
    expect((only.body.messages as unknown[]).length).toBe(1);
    const badTo = await agent.get('/api/v1/sandbox/mail', { query: { to: 'not an address' } });
    expect(badTo.status).toBe(400);
    expect(badTo.body).toMatchObject({ field: 'to' });
    const one = await agent.get(`/api/v1/sandbox/mail/${messages[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      to,
      from: expect.stringContaining('no-reply@app.stockroom.test'),
      text: expect.stringContaining('A line of text.'),
      html: expect.stringContaining('A line of text.'),
    });
  });

  it('does not exist for another machine, nor behind a proxy for a public host name', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sandbox/mail',
      remoteAddress: '203.0.113.9',
    });
    expect(list.statusCode).toBe(404);
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sandbox/mail',
      headers: { host: 'app.stockroom.test' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(JSON.parse(proxied.body)).toMatchObject({
      code: 'not_found',
      error: 'There is no sandbox mailbox here.',
    });
  });

  it('refuses an id that is not one, naming it, and says when a message is not there', async () => {
    const agent = new Agent(ctx.app);
    const bad = await agent.get('/api/v1/sandbox/mail/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'id' });
    const missing = await agent.get('/api/v1/sandbox/mail/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });
});

describe('with an SMTP relay set', () => {
  it('has no sandbox mailbox at all', async () => {
    const relayed = await createTestContext({ mail: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      expect(relayed.deps.mailer.name).toBe('smtp');
      expect((await new Agent(relayed.app).get('/api/v1/sandbox/mail')).status).toBe(404);
    } finally {
      await relayed.close();
    }
  });
});
