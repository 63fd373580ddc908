// Mail through SMTP, against a real SMTP server on loopback (the smtp-server package): what
// arrives is parsed as a mail client would (mailparser), so the MIME is checked, not trusted.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeEmail } from './message';
import { smtpEmailSender } from './smtp';

let server: SMTPServer;
let port: number;
const received: Array<{ from: string; to: string[]; mail: ParsedMail }> = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
          });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

describe('the SMTP sender', () => {
  it('delivers a text and an HTML part, the subject encoded, the link in both', async () => {
    const sender = smtpEmailSender(
      `smtp://127.0.0.1:${port}`,
      '"Stockroom" <no-reply@stockroom.test>',
    );
    const url = 'https://app.stockroom.test/app/reset-password?token=abc_DEF-123';
    await sender.send(
      composeEmail('zoë@example.com', {
        subject: 'Réinitialisez — your password 🔑',
        greeting: 'Hi Zoë <script>alert(1)</script>,',
        paragraphs: ['Someone asked to reset the password of your account.'],
        action: { label: 'Choose a new password', url },
        footnote: 'If it was not you, ignore this mail.',
      }),
    );
    expect(received).toHaveLength(1);
    const [{ from, to, mail }] = received as [(typeof received)[number]];
    expect(from).toBe('no-reply@stockroom.test');
    expect(to).toEqual(['zoë@example.com']);
    expect(mail.subject).toBe('Réinitialisez — your password 🔑');
    expect(mail.headerLines.find((line) => line.key === 'subject')?.line).toMatch(/=\?UTF-8\?/i);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Hi Zoë <script>alert(1)</script>,');
    expect(mail.html).toContain(`href="${url}"`);
    // What a member typed is text in the HTML part, never markup.
    expect(mail.html).toContain('Hi Zoë &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toContain('<script>');
  });
});
