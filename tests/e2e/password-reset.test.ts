// "Forgot password?" in Chromium against a server that sends its mail through SMTP to a real SMTP
// server started here on loopback (the smtp-server package): the mail is parsed as a mail client
// would (mailparser) and its link followed. A phone, signed out: log-in → "Forgot password?" → the
// mail → a new password; then the old password fails and the other signed-in device is signed out.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { waitForReady } from '../support/ready';

const received: Array<{ to: string[]; mail: ParsedMail }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    simpleParser(stream).then(
      (mail) => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
        done();
      },
      (error: Error) => done(error),
    );
  },
});
// Registered before the environment's own beforeAll, which reads SERVER_ENV when it starts the
// server: the server is told where the SMTP server listens.
const SERVER_ENV: Record<string, string> = {
  ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
};
beforeAll(async () => {
  await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
  SERVER_ENV.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => smtp.close(() => closed())));
const env = setUpE2eEnvironment(SERVER_ENV, { serviceWorkers: 'block' });

const FIRST_PASSWORD = 'a sturdy test passphrase';
const SECOND_PASSWORD = 'quite another passphrase';

describe('password reset by mail', () => {
  it('"Forgot password?" mails a link; the new password signs out every device', async () => {
    const url = env.server.url;
    const email = `forgot${Date.now()}@example.com`;
    const signedIn = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const other = await signedIn.newPage();
    const csrf = await (await signedIn.request.get(`${url}/api/v1/util/csrf`)).json();
    const made = await signedIn.request.post(`${url}/api/v1/auth/sign_up`, {
      headers: { 'x-csrf-token': csrf.csrf_token },
      data: { email, password: FIRST_PASSWORD, name: 'Forgetful Fran' },
    });
    expect(made.status()).toBe(201);
    await other.goto(`${url}/app/account`);
    await other.getByRole('button', { name: 'Close account' }).waitFor();

    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    const logIn = async (password: string) => {
      await page.goto(`${url}/app/login`);
      await waitForReady(page);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    await page.goto(`${url}/app/login`);
    await waitForReady(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The log-in screen has an Email field too, and stays while the next screen's chunk loads
    // (src/app/navigate-when-loaded.ts): the next screen first, as a person sees it.
    const send = page.getByRole('button', { name: 'Email me a link' });
    await send.waitFor();
    await page.getByLabel('Email').fill(email);
    await send.click();
    await page.getByTestId('password-reset-sent').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The mail, as the member's mail client shows it: to them, with the link in both parts.
    // (The first mail to the address was the sign-up's confirmation link.)
    const resets = () =>
      received.filter(
        (r) => r.to.includes(email) && r.mail.subject === 'Choose a new Stockroom password',
      );
    await expect.poll(() => resets().length).toBe(1);
    const { mail } = resets()[0]!;
    expect(mail.subject).toBe('Choose a new Stockroom password');
    const link = /https?:\/\/\S+\/app\/users\/password\/edit\?token=\S+/.exec(mail.text ?? '')?.[0];
    expect(link, `${mail.text}`).toBeDefined();
    expect(link!.startsWith(`${url}/`)).toBe(true);
    expect(mail.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);

    await page.goto(link!);
    await page.getByLabel('New password').fill(SECOND_PASSWORD);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByTestId('password-reset-done').waitFor();

    // The other device is signed out; the old password fails, the new one signs in.
    await other.reload();
    await other.waitForURL(/\/app\/login/);
    await logIn(FIRST_PASSWORD);
    await page.getByText('That email and password do not match an account.').waitFor();
    await logIn(SECOND_PASSWORD);
    await page.waitForURL(`${url}/app`);
    await context.close();
    await signedIn.close();
  });
});
