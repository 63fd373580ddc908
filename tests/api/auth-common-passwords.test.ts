// Sign-up and the change of password refuse common passwords from a full published list and
// the brands' names (OWASP ASVS 5.0 V6.2.4, V6.2.11; server/services/common-passwords.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** From deep in the list (none was in the hand-made one it replaced), and both brands. */
const REFUSED = [
  'nightmare',
  'Sebastian',
  'CHELSEA1',
  'blink182',
  'Stockroom',
  'Stockroom2026!',
  'main street invest',
  'MainStreet1',
];

describe('common passwords', () => {
  it.each(REFUSED)('sign-up refuses %s, naming the password field', async (password) => {
    const response = await ctx
      .agent()
      .post('/api/v1/auth/sign_up', { email: uniqueEmail('common'), password, name: 'C' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'password is too common. Choose a longer or less predictable one.',
      code: 'invalid_input',
      field: 'password',
    });
  });

  it.each(REFUSED)('a change of password refuses %s', async (password) => {
    const { agent } = await signedInAgent(ctx.agent());
    const response = await agent.put('/api/v1/account/password', {
      current_password: PASSWORD,
      new_password: password,
    });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('new_password');
  });

  it('accepts a passphrase, even one that mentions the brand among other words', async () => {
    const response = await ctx.agent().post('/api/v1/auth/sign_up', {
      email: uniqueEmail('phrase'),
      password: 'my stockroom ledger sings at dawn',
      name: 'P',
    });
    expect(response.status).toBe(201);
  });
});
