// The per-account log-in throttle (server/services/passwords.ts): a progressive delay a stranger
// cannot turn into a lock-out, answered the same for unknown emails (OWASP ASVS 5.0 V6.1.1,
// V6.3.1, V6.3.8). Time is frozen by calling logIn with an explicit instant; the HTTP cases set
// the last failure in the row, so a slow argon2 on a busy machine does not move the wait.
import { AppError } from '@server/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { logIn } from '@server/services/auth';
import {
  FAILURE_MEMORY_MS,
  FREE_FAILURES,
  MAX_DELAY_MS,
  TOO_MANY_ATTEMPTS,
  TooManyAttempts,
} from '@server/services/passwords';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SECOND = 1000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** The outcome of one log-in at a frozen instant: 'ok', 401, or 429 with its retry-after. */
async function attempt(email: string, password: string, now: Date): Promise<string> {
  try {
    await logIn(ctx.db, { email, password }, now);
    return 'ok';
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      expect(error.message).toBe(TOO_MANY_ATTEMPTS);
      return `429 retry ${error.retryAfterSeconds}`;
    }
    // Answered 401 over HTTP (server/http/errors.ts).
    if (error instanceof AppError && error.code === 'wrong_credentials') return '401';
    throw error;
  }
}

async function stored(email: string) {
  const [row] = await ctx.db
    .select({ failures: users.failedLogins, last: users.failedLoginWindowStart })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

describe('progressive delay', () => {
  it(`lets ${FREE_FAILURES} failures through, then waits 1, 2, 4 … seconds after the last`, async () => {
    const { email } = await signedInAgent(ctx.agent());
    const start = new Date(Date.now() + 60 * SECOND);
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(await attempt(email, `wrong ${i}`, at(start, i))).toBe('401');
    }
    const last = at(start, FREE_FAILURES - 1);
    // 2^(5-5) = 1 s after the 5th failure; the right password is not looked at meanwhile.
    expect(await attempt(email, PASSWORD, at(last, 400))).toBe('429 retry 1');
    expect(await attempt(email, 'wrong 6', at(last, SECOND))).toBe('401');
    // 6 failures: 2^(6-5) = 2 s after the 6th; an attempt inside the wait is not counted.
    const sixth = at(last, SECOND);
    expect(await attempt(email, 'wrong', at(sixth, 500))).toBe('429 retry 2');
    expect(await attempt(email, 'wrong', at(sixth, 1500))).toBe('429 retry 1');
    expect((await stored(email))?.failures).toBe(FREE_FAILURES + 1);
    expect(await attempt(email, 'wrong 7', at(sixth, 2 * SECOND))).toBe('401');
    // 7 failures: 4 s.
    const seventh = at(sixth, 2 * SECOND);
    expect(await attempt(email, PASSWORD, at(seventh, 3 * SECOND))).toBe('429 retry 1');
    expect(await attempt(email, PASSWORD, at(seventh, 4 * SECOND))).toBe('ok');
    // The right password clears the count: the next slip is free again.
    expect(await stored(email)).toEqual({ failures: 0, last: null });
    expect(await attempt(email, 'slip', at(seventh, 5 * SECOND))).toBe('401');
  });

  /** A member whose account holds `failures` failed passwords, the last a minute from now. */
  async function memberWithFailures(failures: number) {
    const { email } = await signedInAgent(ctx.agent());
    const last = new Date(Date.now() + 60 * SECOND);
    await ctx.db
      .update(users)
      .set({ failedLogins: failures, failedLoginWindowStart: last })
      .where(eq(users.email, email));
    return { email, last };
  }

  it(`caps the wait at ${MAX_DELAY_MS / 60_000} minutes however many failures`, async () => {
    const { email, last } = await memberWithFailures(40);
    expect(await attempt(email, PASSWORD, at(last, 0))).toBe(`429 retry ${MAX_DELAY_MS / SECOND}`);
    expect(await attempt(email, PASSWORD, at(last, MAX_DELAY_MS))).toBe('ok');
  });

  it('forgets a streak a day after its last failure: the next failure counts as the first', async () => {
    const { email, last } = await memberWithFailures(40);
    expect(await attempt(email, 'wrong', at(last, FAILURE_MEMORY_MS))).toBe('401');
    expect((await stored(email))?.failures).toBe(1);
  });

  it('never locks the owner out, however long a stranger keeps failing', async () => {
    // The windowed lock this replaced (10 failures in 15 minutes locked the rest of the
    // window) let a stranger who failed 10 times every 15 minutes hold the account for ever.
    const { email } = await signedInAgent(ctx.agent());
    let now = new Date(Date.now() + 60 * SECOND);
    // The stranger tries again the moment a failure comes back, and after every wait it is told.
    for (let failures = 0; failures < 40;) {
      const outcome = await attempt(email, `stranger ${failures}`, now);
      const retry = /^429 retry (\d+)$/.exec(outcome);
      if (retry) {
        expect(Number(retry[1]) * SECOND).toBeLessThanOrEqual(MAX_DELAY_MS);
        now = at(now, Number(retry[1]) * SECOND);
      } else {
        expect(outcome).toBe('401');
        failures += 1;
        now = at(now, 1);
      }
    }
    // Hours of it later, the owner is told to wait at most the cap, comes back, and is in.
    const owner = await attempt(email, PASSWORD, at(now, 100));
    const wait = Number(/^429 retry (\d+)$/.exec(owner)?.[1]) * SECOND;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAX_DELAY_MS);
    expect(await attempt(email, PASSWORD, at(now, 100 + wait))).toBe('ok');
  });

  it('lets only one of several parallel attempts through a single free slot', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const last = new Date(Date.now() + 60 * SECOND);
    await ctx.db
      .update(users)
      .set({ failedLogins: FREE_FAILURES + 2, failedLoginWindowStart: last })
      .where(eq(users.email, email));
    const now = at(last, 4 * SECOND); // the 4-second wait is over: one attempt may be made
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt(email, `parallel ${i}`, now)),
    );
    expect(outcomes.filter((outcome) => outcome === '401')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.startsWith('429'))).toHaveLength(5);
    expect((await stored(email))?.failures).toBe(FREE_FAILURES + 3);
  });
});

describe('unknown emails', () => {
  it('are held after the same failures, with the same wording and the same wait', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const nobody = uniqueEmail('nobody');
    const start = new Date(Date.now() + 60 * SECOND);
    const known: string[] = [];
    const unknown: string[] = [];
    // One attempt a second, or as soon as the wait named is over.
    for (let i = 0, now = start; i < 12; i++) {
      known.push(await attempt(email, 'wrong', at(now, 10)));
      unknown.push(await attempt(nobody, 'wrong', at(now, 10)));
      const retry = /^429 retry (\d+)$/.exec(known.at(-1) ?? '');
      now = at(now, retry ? Number(retry[1]) * SECOND : SECOND);
    }
    expect(known).toContain('429 retry 1');
    expect(known.filter((outcome) => outcome.startsWith('429')).length).toBeGreaterThan(2);
    expect(unknown).toEqual(known);
  });

  it('answer 429 over HTTP with the same body and retry-after as a known account', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < FREE_FAILURES; i++) {
      for (const address of [email, nobody]) {
        const failed = await ctx.agent().post('/api/v1/auth/login', {
          email: address,
          password: `wrong ${i}`,
        });
        expect(failed.status).toBe(401);
      }
    }
    // A sixth failure for each, at one instant a minute ahead: the wait each answer names is
    // 2^(6-5) s after it, counted from when the server answers. It is checked against the
    // seconds left at the request's start and end, so a slow argon2 on a busy machine (two
    // sixth failures, then a log-in) cannot cross a second's boundary into a failure.
    const ahead = new Date(Date.now() + 60 * SECOND);
    expect(await attempt(email, 'wrong', ahead)).toBe('401');
    expect(await attempt(nobody, 'wrong', ahead)).toBe('401');
    const held = async (address: string) => {
      const left = () => Math.ceil((ahead.getTime() + 2 * SECOND - Date.now()) / SECOND);
      const most = left();
      const response = await ctx.agent().post('/api/v1/auth/login', {
        email: address,
        password: PASSWORD,
      });
      const least = left();
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(least);
      expect(retryAfter).toBeLessThanOrEqual(most);
      return response;
    };
    const heldKnown = await held(email);
    const heldUnknown = await held(nobody);
    expect(heldUnknown.body).toEqual(heldKnown.body);
    expect(heldKnown.body).toEqual({ error: TOO_MANY_ATTEMPTS, code: 'rate_limited' });
  });
});
