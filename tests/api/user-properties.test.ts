// The employee flag and experiment groups on the current user: the analytics properties
// is_nvstr_employee and *_test_group of spec §3 (§6: the flag is for analytics only).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperimentGroups, User } from '@/contract/users';
import { buildUserProperties } from '@/platform/analytics/user-properties';
import { userExperimentGroups } from '@server/db/schema';
import { setEmployee } from '@server/services/employees';
import {
  EXPERIMENT_NAMES,
  EXPERIMENTS,
  experimentGroups,
  hashedGroup,
} from '@server/services/experiments';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function me(agent: ReturnType<TestContext['agent']>): Promise<User> {
  const response = await agent.get('/api/v1/me');
  expect(response.status).toBe(200);
  return response.body.user as User;
}

const groupsOf = (user: User): Partial<ExperimentGroups> =>
  Object.fromEntries(Object.entries(user).filter(([key]) => key.endsWith('_test_group')));

describe('is_nvstr_employee (§3, §6)', () => {
  it('is false for a new user, in the sign-up answer and in /me', async () => {
    const agent = ctx.agent();
    const signUp = await agent.post('/api/v1/auth/sign_up', {
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'New Person',
    });
    expect(signUp.status).toBe(201);
    expect((signUp.body.user as User).is_nvstr_employee).toBe(false);
    expect((await me(agent)).is_nvstr_employee).toBe(false);
  });

  it('shows in /me once the operator service sets it, and goes again when unset', async () => {
    const { agent, email, id } = await signedInAgent(ctx.agent());
    // Operators type addresses as they come: the service normalises like sign-up does.
    expect(await setEmployee(ctx.db, `  ${email.toUpperCase()} `, true)).toEqual({
      id,
      email,
      isEmployee: true,
      was: false,
    });
    expect((await me(agent)).is_nvstr_employee).toBe(true);
    expect(await setEmployee(ctx.db, email, true)).toMatchObject({ isEmployee: true, was: true });
    expect(await setEmployee(ctx.db, email, false)).toMatchObject({ isEmployee: false, was: true });
    expect((await me(agent)).is_nvstr_employee).toBe(false);
  });

  it('finds no account for an unknown email and changes nothing', async () => {
    expect(await setEmployee(ctx.db, 'nobody-at-all@example.com', true)).toBeNull();
  });
});

describe('experiment groups (§3 *_test_group)', () => {
  it('gives a new user one listed group per experiment, stored, the same in every answer', async () => {
    const agent = ctx.agent();
    const { email, id } = await signedInAgent(agent);
    const first = groupsOf(await me(agent));
    expect(Object.keys(first).sort()).toEqual([...EXPERIMENT_NAMES].sort());
    for (const name of EXPERIMENT_NAMES) {
      expect(EXPERIMENTS[name] as readonly string[]).toContain(first[name]);
      expect(first[name]).toBe(hashedGroup(id, name));
    }
    const stored = await ctx.db
      .select()
      .from(userExperimentGroups)
      .where(eq(userExperimentGroups.userId, id));
    expect(stored).toHaveLength(EXPERIMENT_NAMES.length);

    expect(groupsOf(await me(agent))).toEqual(first);
    const again = ctx.agent();
    const login = await again.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(groupsOf(login.body.user as User)).toEqual(first);
    expect(groupsOf(await me(again))).toEqual(first);
  });

  it('keeps a stored group over the hash, and replaces one the config no longer lists', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const [name, other] = ['paper_trading_prompt_test_group', 'funding_flow_test_group'] as const;
    const hashed = hashedGroup(id, name);
    const storedElsewhere = EXPERIMENTS[name].find((group) => group !== hashed)!;
    await setStoredGroup(id, name, storedElsewhere);
    await setStoredGroup(id, other, 'a_variant_that_ended');
    const user = await me(agent);
    expect(user[name]).toBe(storedElsewhere);
    expect(user[other]).toBe(hashedGroup(id, other));
  });

  it('assigns lazily: a user with no stored groups (older than the experiments) gets them on read', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await ctx.db.delete(userExperimentGroups).where(eq(userExperimentGroups.userId, id));
    // Two first reads at once (two tabs) agree and neither fails on the primary key.
    const [a, b] = await Promise.all([experimentGroups(ctx.db, id), experimentGroups(ctx.db, id)]);
    expect(a).toEqual(b);
    expect(groupsOf(await me(agent))).toEqual(a);
  });

  it('reaches the analytics user properties (§3) as the API sends them', async () => {
    const agent = ctx.agent();
    const { email } = await signedInAgent(agent);
    await setEmployee(ctx.db, email, true);
    const user = await me(agent);
    const properties = buildUserProperties(user);
    expect(properties).toMatchObject({ is_nvstr_employee: true, ...groupsOf(user) });
    for (const name of EXPERIMENT_NAMES) expect(properties[name]).toEqual(expect.any(String));
  });
});

async function setStoredGroup(userId: string, experiment: string, testGroup: string) {
  await ctx.db
    .update(userExperimentGroups)
    .set({ testGroup })
    .where(
      and(eq(userExperimentGroups.userId, userId), eq(userExperimentGroups.experiment, experiment)),
    );
}
