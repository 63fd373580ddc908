// Over HTTPS our cookies are `__Host-` cookies (server/http/cookies.ts): Secure, Path=/, no
// Domain, so no sibling subdomain or plain-HTTP page can plant one; a bare-named cookie is not
// read there. Over plain HTTP (a local install) the bare names stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;

beforeAll(async () => {
  // app.inject comes from 127.0.0.1, the TLS-terminating proxy here.
  ctx = await createTestContext({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => ctx.close());

const HTTPS = { 'x-forwarded-proto': 'https' };

async function signUp(headers: Record<string, string>) {
  const csrf = await ctx.app.inject({ url: '/api/v1/util/csrf', headers });
  const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_up',
    headers: { ...headers, cookie, 'x-csrf-token': csrf.json().csrf_token },
    payload: { email: uniqueEmail(), password: PASSWORD, name: 'Cookie Person' },
  });
  expect(signUp.statusCode).toBe(201);
  return { csrf, signUp };
}

describe('cookies', () => {
  it('are __Host- cookies over HTTPS: Secure, Path=/, no Domain', async () => {
    const { csrf, signUp: answer } = await signUp(HTTPS);
    for (const response of [csrf, answer]) {
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/__Host-/);
      for (const cookie of response.cookies) {
        expect(cookie.name.startsWith('__Host-')).toBe(true);
        expect(cookie).toMatchObject({ secure: true, path: '/' });
        expect(cookie.domain).toBeUndefined();
      }
    }
    const sid = answer.cookies.find((c) => c.name === '__Host-sid')!.value;
    const me = (cookie: string) =>
      ctx.app.inject({ url: '/api/v1/me', headers: { ...HTTPS, cookie } });
    expect((await me(`__Host-sid=${sid}`)).statusCode).toBe(200);
    // A bare `sid`, as a sibling subdomain could plant, is not read over HTTPS.
    expect((await me(`sid=${sid}`)).statusCode).toBe(401);
  });

  it('keep their bare names over plain HTTP', async () => {
    const { signUp: answer } = await signUp({});
    expect(answer.cookies.map((c) => c.name)).toContain('sid');
    expect(answer.cookies.every((c) => !c.name.startsWith('__Host-') && !c.secure)).toBe(true);
  });
});
