// Names other members see (sign-up's `name`, the profile edit) refuse the characters that
// disguise text: bidi overrides and isolates, zero-width characters and control characters
// (src/contract/unsafe-characters.ts, the check post bodies use), with a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MESSAGE = 'name must not contain control, zero-width or text-direction characters.';

/** Each refused character, by code point, hidden inside an otherwise ordinary name. */
const REFUSED: Array<[string, string]> = [
  ['U+202A left-to-right embedding', '\u202a'],
  ['U+202B right-to-left embedding', '\u202b'],
  ['U+202C pop directional formatting', '\u202c'],
  ['U+202D left-to-right override', '\u202d'],
  ['U+202E right-to-left override', '\u202e'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200B zero-width space', '\u200b'],
  ['U+200C zero-width non-joiner', '\u200c'],
  ['U+200D zero-width joiner', '\u200d'],
  ['U+FEFF zero-width no-break space', '\ufeff'],
  ['U+0007 bell', '\u0007'],
  ['U+0009 tab', '\t'],
  ['U+000A newline', '\n'],
  ['U+001B escape', '\u001b'],
  ['U+007F delete', '\u007f'],
  ['U+0085 next line', '\u0085'],
];

describe('display names', () => {
  it.each(REFUSED)('sign-up refuses %s with a 400 on name', async (_name, character) => {
    const before = await dbSnapshot(ctx.db);
    const response = await ctx.agent().post('/api/v1/auth/sign_up', {
      email: uniqueEmail('bidi'),
      password: PASSWORD,
      name: `Ada${character}ecalevol`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: MESSAGE, code: 'invalid_input', field: 'name' });
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it.each(REFUSED)('the profile edit refuses %s with a 400 on name', async (_name, character) => {
    const { agent } = await signedInAgent(ctx.agent(), 'Plain Name');
    const before = await dbSnapshot(ctx.db);
    const response = await agent.put('/api/v1/account/profile', {
      name: `Grace${character}reppoH`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: MESSAGE, code: 'invalid_input', field: 'name' });
    expect(await dbSnapshot(ctx.db)).toBe(before);
    expect((await agent.get('/api/v1/account/profile')).body.name).toBe('Plain Name');
  });

  it('accepts names in any script, with accents and emoji', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Zoë Ødegård');
    for (const name of ['محمد علي', 'José Núñez 🙂', '李小龙', "Siobhán O'Neill-Ryan"]) {
      const response = await agent.put('/api/v1/account/profile', { name });
      expect(response.status, name).toBe(200);
      expect(response.body.name).toBe(name);
    }
  });
});
