// Contact import for invitations: the round trip through the SANDBOX provider's consent page, a
// state that is single-use, bound to its member and network and expiring, a code only the consent
// page can issue, already_invited from the invitation hashes, and contacts that are never stored.
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_IMPORT_TTL_MINUTES,
  type ContactImportStarted,
  ContactProviders,
  ImportedContacts,
} from '@/contract/contacts';
import { contactImports } from '@server/db/schema';
import type { ContactsProvider, ProviderContact } from '@server/services/contacts/provider';
import { sha256 } from '@server/services/tokens';
import { type Agent, signedInAgent } from '../support/agent';
import { dbDump, dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock } from './community-fixtures';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

const MINUTE_MS = 60_000;
const COMPLETE = '/api/v1/contacts/imports/complete';

const decodeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The link a person would click on the consent page, as a URL. */
function link(html: string, label: 'Allow' | 'Deny'): URL {
  const match = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(html);
  if (!match) throw new Error(`no ${label} link on the consent page`);
  return new URL(decodeHtml(match[1]!), 'http://localhost');
}

const consentPage = (url: string) => ctx.app.inject({ method: 'GET', url });

/** Starts an import and follows it to the consent page: what the browser does. */
async function startAndConsent(agent: Agent) {
  const started = await agent.post('/api/v1/contacts/imports', { network: 'gmail' });
  expect(started.status).toBe(201);
  const { authorize_url, state } = started.body as ContactImportStarted;
  const page = await consentPage(authorize_url);
  expect(page.statusCode).toBe(200);
  const allow = link(page.body, 'Allow');
  return { state, page, allow, code: allow.searchParams.get('code') ?? '' };
}

describe('contact import round trip', () => {
  it('lists the sandbox provider, shows its consent page and returns the tidied contacts', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const providers = await agent.get('/api/v1/contacts/providers');
    expect(is(providers.body, ContactProviders)).toBe(true);
    expect(providers.body).toEqual({
      provider: 'sandbox',
      networks: [{ network: 'gmail', name: 'Gmail' }],
    });

    const { state, page, allow, code } = await startAndConsent(agent);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    // No script at all, and the one inline <style> is what the CSP allows.
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
    expect(page.body).toContain('sandbox standing in for Google’s consent screen');
    expect(page.body).toContain('ada.quillfeather@example.com');
    expect(allow.pathname).toBe('/app/invites/gmail/contact_callback');
    expect(allow.searchParams.get('state')).toBe(state);
    expect(code).toMatch(/^sandbox_[A-Za-z0-9_-]{43}$/);
    const deny = link(page.body, 'Deny');
    expect(deny.pathname).toBe('/app/invites/gmail/contact_failure');
    expect(Object.fromEntries(deny.searchParams)).toEqual({ state, error: 'access_denied' });

    const done = await agent.post(COMPLETE, { network: 'gmail', state, code });
    expect(done.status).toBe(200);
    expect(is(done.body, ImportedContacts)).toBe(true);
    const { contacts } = done.body as ImportedContacts;
    // 13 entries in the sandbox book, one address twice in two spellings: 12 people.
    expect(contacts).toHaveLength(12);
    expect(contacts.filter((c) => c.email.toLowerCase() === 'ines.valcourt@example.com')).toEqual([
      { name: 'Inès Valcourt', email: 'Ines.Valcourt@example.com', already_invited: false },
    ]);
    // By name; the entry without a name last.
    const names = contacts.map((c) => c.name);
    expect(names.slice(0, 3)).toEqual([
      'Ada Quillfeather',
      'Bram Oakenshaw',
      'Celeste Marchetti-Voss',
    ]);
    expect(names.at(-2)).toBe('Zoë Ashgrove');
    expect(contacts.at(-1)).toEqual({
      name: null,
      email: 'j.okafor@example.org',
      already_invited: false,
    });
    expect(contacts.every((c) => !c.already_invited)).toBe(true);

    // Neither the contacts nor the state itself are stored.
    const snapshot = await dbDump(ctx.db);
    expect(snapshot).not.toMatch(/quillfeather|okafor|valcourt/i);
    expect(snapshot).not.toContain(state);
    expect(snapshot).toContain(sha256(state));
  });

  it('marks addresses the member already invited, compared case-insensitively', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const { agent: other } = await signedInAgent(ctx.agent());
    const invited = await agent.post('/api/v1/invites', {
      channel: 'Gmail Contacts',
      emails: ['ADA.Quillfeather@example.com', 'ines.valcourt@example.com'],
    });
    expect(invited.body).toEqual({ invited: 2, already_invited: 0 });
    await other.post('/api/v1/invites', { channel: 'Email', emails: ['kit.brennagh@example.com'] });

    const { state, code } = await startAndConsent(agent);
    const done = await agent.post(COMPLETE, { network: 'gmail', state, code });
    const flagged = (done.body as ImportedContacts).contacts
      .filter((c) => c.already_invited)
      .map((c) => c.email);
    // Another member's invitation to kit.brennagh@ does not count for this one.
    expect(flagged).toEqual(['ada.quillfeather@example.com', 'Ines.Valcourt@example.com']);
  });
});

describe('the state', () => {
  it('is single-use', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const { state, code } = await startAndConsent(agent);
    expect((await agent.post(COMPLETE, { network: 'gmail', state, code })).status).toBe(200);
    const again = await agent.post(COMPLETE, { network: 'gmail', state, code });
    expect([again.status, again.body]).toEqual([
      400,
      {
        error: 'state has already been used: start the import again.',
        code: 'invalid_input',
        field: 'state',
      },
    ]);
  });

  it(`expires after ${CONTACT_IMPORT_TTL_MINUTES} minutes`, async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const inTime = await startAndConsent(agent);
    clock.advance(CONTACT_IMPORT_TTL_MINUTES * MINUTE_MS - 1000);
    const done = await agent.post(COMPLETE, { network: 'gmail', ...pick(inTime) });
    expect(done.status).toBe(200);

    const late = await startAndConsent(agent);
    clock.advance(CONTACT_IMPORT_TTL_MINUTES * MINUTE_MS);
    const refused = await agent.post(COMPLETE, { network: 'gmail', ...pick(late) });
    expect([refused.status, refused.body.field]).toEqual([400, 'state']);
    expect(refused.body.error).toMatch(/^state has expired/);
  });

  it('is refused to another member, and stays usable by its own', async () => {
    const { agent: owner } = await signedInAgent(ctx.agent());
    const { agent: thief } = await signedInAgent(ctx.agent());
    const started = await startAndConsent(owner);
    const stolen = await thief.post(COMPLETE, { network: 'gmail', ...pick(started) });
    expect([stolen.status, stolen.body]).toEqual([
      400,
      {
        error: 'state does not match a contact import you started.',
        code: 'invalid_input',
        field: 'state',
      },
    ]);
    const made = await thief.post(COMPLETE, { network: 'gmail', state: 'made-up', code: 'x' });
    expect([made.status, made.body.field]).toEqual([400, 'state']);
    expect((await owner.post(COMPLETE, { network: 'gmail', ...pick(started) })).status).toBe(200);
  });

  it('is bound to its network', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const started = await startAndConsent(agent);
    // The contract knows one network today, so an unknown one never reaches the service…
    const unknown = await agent.post(COMPLETE, { network: 'outlook', ...pick(started) });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'network']);
    // …and an import started on another network is simulated in the database.
    await ctx.db
      .update(contactImports)
      .set({ network: 'outlook' as 'gmail' })
      .where(eq(contactImports.stateHash, sha256(started.state)));
    const crossed = await agent.post(COMPLETE, { network: 'gmail', ...pick(started) });
    expect([crossed.status, crossed.body]).toEqual([
      400,
      {
        error: 'network does not match this import, which was for outlook.',
        code: 'invalid_input',
        field: 'network',
      },
    ]);
  });
});

describe('the code', () => {
  it('must be the one the consent page issued for this state', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const first = await startAndConsent(agent);
    const second = await startAndConsent(agent);
    const madeUp = await agent.post(COMPLETE, {
      network: 'gmail',
      state: first.state,
      code: `sandbox_${'A'.repeat(43)}`,
    });
    expect([madeUp.status, madeUp.body]).toEqual([
      400,
      {
        error: 'code was not issued by the provider for this import.',
        code: 'invalid_input',
        field: 'code',
      },
    ]);
    // Another import's genuine code does not fit this state either.
    const swapped = await agent.post(COMPLETE, {
      network: 'gmail',
      state: second.state,
      code: first.code,
    });
    expect([swapped.status, swapped.body.field]).toEqual([400, 'code']);
  });
});

describe('bad requests', () => {
  it('are refused with 400 naming the field, and write nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    const cases: Array<[string, unknown, string]> = [
      ['/api/v1/contacts/imports', {}, 'network'],
      ['/api/v1/contacts/imports', { network: 'myspace' }, 'network'],
      ['/api/v1/contacts/imports', { network: 'gmail', redirect: '/evil' }, 'redirect'],
      [COMPLETE, { network: 'gmail', code: 'x' }, 'state'],
      [COMPLETE, { network: 'gmail', state: 'x' }, 'code'],
      [COMPLETE, { network: 'gmail', state: 'x', code: 42 }, 'code'],
      [COMPLETE, { state: 'x', code: 'y' }, 'network'],
    ];
    for (const [url, body, field] of cases) {
      const response = await agent.post(url, body);
      expect([response.status, response.body.field], JSON.stringify(body)).toEqual([400, field]);
      expect(String(response.body.error)).toContain(field);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('without a session are 401', async () => {
    const agent = ctx.agent();
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    expect((await agent.get('/api/v1/contacts/providers')).status).toBe(401);
    expect((await agent.post('/api/v1/contacts/imports', { network: 'gmail' })).status).toBe(401);
    const complete = await agent.post(COMPLETE, { network: 'gmail', state: 'x', code: 'y' });
    expect(complete.status).toBe(401);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('the sandbox consent page', () => {
  it('escapes a hostile state and carries it intact in its links', async () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>&code=forged'`;
    const query = new URLSearchParams({ network: 'gmail', state: hostile });
    const page = await consentPage(`/sandbox/contacts/authorize?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script|<img|onerror=alert/i);
    const allow = link(page.body, 'Allow');
    expect(allow.searchParams.getAll('state')).toEqual([hostile]);
    expect(allow.searchParams.getAll('code')).toHaveLength(1);
    expect(allow.searchParams.get('code')).not.toBe('forged');
    expect(link(page.body, 'Deny').searchParams.getAll('state')).toEqual([hostile]);
  });

  it('answers an unknown network or a missing state with a 400 page', async () => {
    for (const url of [
      '/sandbox/contacts/authorize?network=%3Cb%3Eyahoo&state=abc',
      '/sandbox/contacts/authorize?state=abc',
      '/sandbox/contacts/authorize?network=gmail',
      '/sandbox/contacts/authorize?network=gmail&state=',
      '/sandbox/contacts/authorize?network=gmail&state=a&state=b',
    ]) {
      const page = await consentPage(url);
      expect(page.statusCode, url).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('This consent link does not work');
      expect(page.body).not.toContain('<b>');
    }
  });
});

describe('another provider', () => {
  // A stand-in for a real address-book service (a third party, not our server): injected the way
  // server/main.ts would inject a real one, it gets no sandbox consent page.
  const answers: Array<ProviderContact[] | Error> = [];
  const elsewhere: ContactsProvider = {
    name: 'people-api',
    networks: () => [{ network: 'gmail', name: 'Gmail' }],
    authorizeUrl: (network, state) =>
      `https://accounts.example.net/consent?${new URLSearchParams({ network, state })}`,
    async exchange(_network, code) {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return code === 'good' ? (answer ?? []) : null;
    },
  };
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext({ now: clock.now, contactsProvider: elsewhere });
  });
  afterAll(() => other.close());

  it('is used instead of the sandbox, and its answer is checked and tidied', async () => {
    const { agent } = await signedInAgent(other.agent());
    expect((await agent.get('/api/v1/contacts/providers')).body.provider).toBe('people-api');
    const sandboxPage = await other.app.inject({
      method: 'GET',
      url: '/sandbox/contacts/authorize?network=gmail&state=abc',
    });
    expect(sandboxPage.statusCode).toBe(404);

    const start = async () => {
      const started = await agent.post('/api/v1/contacts/imports', { network: 'gmail' });
      const body = started.body as ContactImportStarted;
      expect(body.authorize_url).toMatch(/^https:\/\/accounts\.example\.net\/consent\?/);
      return body.state;
    };
    answers.push([
      { name: '  ', email: ' pat@example.net ' },
      { name: 'Pat Doe', email: 'PAT@example.net' },
      { name: 'Not an address', email: 'not-an-address' },
      { name: 'ann', email: 'ann@example.net' },
      { name: 'Ángel', email: 'angel@example.net' },
    ]);
    const done = await agent.post(COMPLETE, {
      network: 'gmail',
      state: await start(),
      code: 'good',
    });
    expect((done.body as ImportedContacts).contacts).toEqual([
      { name: 'Ángel', email: 'angel@example.net', already_invited: false },
      { name: 'ann', email: 'ann@example.net', already_invited: false },
      { name: 'Pat Doe', email: 'pat@example.net', already_invited: false },
    ]);

    answers.push(new Error('connection reset'));
    const down = await agent.post(COMPLETE, {
      network: 'gmail',
      state: await start(),
      code: 'good',
    });
    expect([down.status, down.body.error]).toEqual([
      502,
      'The contacts provider did not answer. Please start again.',
    ]);
  });
});

const pick = ({ state, code }: { state: string; code: string }) => ({ state, code });
