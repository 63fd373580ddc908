// Production error reporting (spec §7) in Chromium, on the fixture page tests/fixtures/errors.tsx
// built in production mode: what the Sentry SDK really sends, caught by a loopback receiver that
// plays the error-reporting service. Bank details of spec §1 never leave the page, 'Script error'
// is not sent (spec §8), tracing headers go only to same-origin/api requests (spec §7), and the
// 404 page's tracing events are dropped (spec §2).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { connectBrowser } from '../support/e2e-env';
import { serveFixture, type FixtureServer } from '../support/fixture-server';
import { freePort } from '../support/free-port';

const ACCOUNT = '123456789012';
const ROUTING = '021000021';

interface Item {
  type: string;
  payload: Record<string, unknown>;
}

/** A Sentry envelope: a header line, then a header line and a payload line per item. */
function parseEnvelope(body: string): Item[] {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const items: Item[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[index + 1] ?? '{}') });
  }
  return items;
}

let envelopes: string[] = [];
const items = () => envelopes.flatMap(parseEnvelope);
const events = () => items().filter((item) => item.type === 'event');

interface StreamedSpan {
  name: string;
  attributes?: Record<string, { value?: unknown } | undefined>;
}
/** Page-load and navigation spans sent, as `op path`. */
const routeSpans = () =>
  items()
    .filter((item) => item.type === 'span')
    .flatMap((item) => (item.payload.items as StreamedSpan[] | undefined) ?? [])
    .map((span) => ({
      op: String(span.attributes?.['sentry.op']?.value ?? ''),
      path: String(span.attributes?.['url.path']?.value ?? ''),
    }))
    .filter((span) => span.op === 'pageload' || span.op.startsWith('navigation'))
    .map((span) => `${span.op} ${span.path}`);

/** Outgoing-request spans sent, as JSON text. */
const httpSpans = () =>
  items()
    .filter((item) => item.type === 'span')
    .flatMap((item) => (item.payload.items as StreamedSpan[] | undefined) ?? [])
    .filter((span) => span.attributes?.['sentry.op']?.value === 'http.client')
    .map((span) => JSON.stringify(span));

let receiver: Server;
let receiverPort: number;
let fixture: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  receiverPort = await freePort();
  receiver = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.url?.startsWith('/widget.js')) {
      response
        .writeHead(200, { ...cors, 'content-type': 'text/javascript' })
        .end("throw new Error('partner widget failed');");
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.startsWith('/api/1/envelope/')) {
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((ready) => receiver.listen(receiverPort, '127.0.0.1', ready));
  [fixture, browser] = await Promise.all([serveFixture('errors.tsx'), connectBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await fixture?.close();
  receiver?.closeAllConnections();
  await new Promise<void>((closed) => (receiver ? receiver.close(() => closed()) : closed()));
});

beforeEach(() => {
  envelopes = [];
});

async function openFixture() {
  const page = await browser.newPage({ viewport: DESKTOP });
  const requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), headers: request.headers() }),
  );
  await page.goto(`${fixture.url}?sentry=${receiverPort}`);
  await expect.poll(() => page.getByTestId('started').textContent()).toBe('true');
  return { page, requests };
}

describe('error reporting', () => {
  it('sends a failing render with bank details redacted everywhere, and shows the 500 page', async () => {
    const { page, requests } = await openFixture();

    // A cross-origin script fails first: the page sees 'Script error.', the service must not.
    await page.getByRole('button', { name: 'Load partner widget' }).click();
    await expect.poll(() => page.getByTestId('widget').textContent()).toBe('loaded');
    expect(await page.getByTestId('window-errors').textContent()).toContain('Script error.');

    await page.getByRole('button', { name: 'Link bank account' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Something went wrong' }).count())
      .toBe(1);
    await expect(page.getByRole('button', { name: 'Reload the page' }).isVisible()).resolves.toBe(
      true,
    );

    const transferFailed = () =>
      events().find((item) => JSON.stringify(item.payload).includes('Transfer failed'));
    await expect.poll(transferFailed, { timeout: 15_000, interval: 250 }).toBeDefined();
    const event = transferFailed()?.payload as {
      exception: { values: Array<{ type: string; value: string }> };
      breadcrumbs: Array<{ category?: string; message?: string; data?: { url?: string } }>;
      contexts: Record<string, unknown>;
      extra: Record<string, unknown>;
      user?: unknown;
      request?: { headers?: unknown };
    };
    expect(event.exception.values.map((value) => value.value)).toContain(
      'Transfer failed for bank account [redacted] routing [redacted]',
    );
    expect(event.breadcrumbs).toContainEqual(
      expect.objectContaining({
        category: 'funding',
        message: 'Linked bank account [redacted] routing [redacted]',
      }),
    );
    const fetchCrumb = event.breadcrumbs.find((crumb) => crumb.data?.url?.includes('/funding'));
    expect(fetchCrumb?.data?.url).toMatch(/account_number=\[(?:Filtered|redacted)\]&ok=1$/);
    expect(event.contexts.transfer_form).toEqual({
      account_number: '[redacted]',
      routingNumber: '[redacted]',
      step: 'confirm',
    });
    expect(event.extra.note).toBe('ACH debit from account [redacted]');
    // No default PII: no user, no request headers.
    expect(event.user).toBeUndefined();
    expect(event.request?.headers).toBeUndefined();

    // Leaving the page's first route ends its page-load span, which streams with its child
    // spans: the API call's span carries the URL too.
    await page.getByRole('button', { name: 'Go to portfolio' }).click();
    await expect
      .poll(() => httpSpans().some((span) => span.includes('/api/v1/funding')), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true);

    // Nothing the SDK sent (events, spans, sessions) holds the numbers; the redactions show.
    const everything = envelopes.join('\n');
    expect(everything).not.toContain(ACCOUNT);
    expect(everything).not.toContain(ROUTING);
    expect(everything).toContain('[redacted]');
    // Spec §8: the 'Script error.' the page saw was not reported.
    expect(everything).not.toMatch(/Script error/);
    expect(events()).toHaveLength(1);

    // Spec §7: tracing headers on the same-origin API call, none to another origin.
    const api = requests.find((request) => request.url.includes('/api/v1/funding'));
    const elsewhere = requests.find((request) => request.url.endsWith('/elsewhere'));
    expect(api?.headers['sentry-trace']).toBeTruthy();
    expect(api?.headers.baggage).toBeTruthy();
    expect(elsewhere).toBeDefined();
    expect(elsewhere?.headers['sentry-trace']).toBeUndefined();
    await page.close();
  });

  it('drops tracing events of the 404 page and keeps the others (spec §2)', async () => {
    const { page } = await openFixture();
    await page.getByRole('button', { name: 'Go to missing page' }).click();
    // Past the 1 s idle timeout (spec §9), when a navigation span would end and be sent.
    await page.waitForTimeout(2_000);
    await page.getByRole('button', { name: 'Go to portfolio' }).click();
    await expect
      .poll(() => routeSpans(), { timeout: 15_000, interval: 250 })
      .toContain('navigation /portfolio');
    expect(routeSpans()).toContain('pageload /');
    expect(routeSpans().filter((span) => span.endsWith(' /404'))).toEqual([]);
    await page.close();
  });
});
