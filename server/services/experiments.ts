// Experiment groups, the `*_test_group` user analytics properties (§3), assigned on the server so
// that every device and every sign-in of a person reports the same group.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ExperimentGroups, ExperimentName } from '@/contract/users';
import type { Db } from '../db/client';
import { userExperimentGroups } from '../db/schema';

/**
 * Each experiment's groups, the control first, split evenly. The spec names no experiment (§3 says
 * only "many *_test_group fields"), so these are our own small set for the flows we have; the
 * `satisfies` keeps them in step with the contract's field list (src/contract/users.ts).
 * End a variant by removing it: people stored in it are assigned again among the rest.
 */
export const EXPERIMENTS = {
  /** Sign-up and onboarding copy: plain, or leading with the benefits of paper trading. */
  onboarding_copy_test_group: ['control', 'benefits_first'],
  /** First deposit: the step-by-step flow, or one page. */
  funding_flow_test_group: ['control', 'single_page'],
  /** How a paper trader is invited to open a live account. */
  paper_trading_prompt_test_group: ['control', 'banner', 'modal'],
} as const satisfies Record<ExperimentName, readonly [string, ...string[]]>;

export const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

/**
 * The group a hash of experiment name and user id picks: the same on every server and release,
 * and independent between experiments (the name is part of the hashed text).
 */
export function hashedGroup(userId: string, experiment: ExperimentName): string {
  const groups: readonly string[] = EXPERIMENTS[experiment];
  const digest = createHash('sha256').update(`${experiment}\0${userId}`).digest();
  return groups[digest.readUInt32BE(0) % groups.length] ?? groups[0]!;
}

const isListed = (experiment: ExperimentName, group: string | undefined): group is string =>
  group !== undefined && (EXPERIMENTS[experiment] as readonly string[]).includes(group);

/**
 * The user's group in every experiment. A stored group wins, so adding a group to a running
 * experiment does not move anyone; the first read of an experiment (sign-up, or the first read
 * after the experiment was added) stores its hashed group.
 */
export async function experimentGroups(db: Db, userId: string): Promise<ExperimentGroups> {
  const rows = await db
    .select({ experiment: userExperimentGroups.experiment, group: userExperimentGroups.testGroup })
    .from(userExperimentGroups)
    .where(eq(userExperimentGroups.userId, userId));
  return groupsFromStored(db, userId, rows);
}

/** The groups from the user's stored rows (read by the caller), storing any still missing. */
export async function groupsFromStored(
  db: Db,
  userId: string,
  rows: readonly { experiment: string; group: string }[],
): Promise<ExperimentGroups> {
  const stored = new Map(rows.map((row) => [row.experiment as ExperimentName, row.group]));
  const missing = EXPERIMENT_NAMES.filter((name) => !isListed(name, stored.get(name)));
  if (missing.length > 0) {
    const assigned = missing.map((experiment) => ({
      userId,
      experiment,
      testGroup: hashedGroup(userId, experiment),
    }));
    // Two first reads at once write the same hashed group, so the later one changes nothing.
    await db
      .insert(userExperimentGroups)
      .values(assigned)
      .onConflictDoUpdate({
        target: [userExperimentGroups.userId, userExperimentGroups.experiment],
        set: { testGroup: sql`excluded.test_group`, assignedAt: sql`now()` },
      });
    for (const row of assigned) stored.set(row.experiment, row.testGroup);
  }
  return Object.fromEntries(
    EXPERIMENT_NAMES.map((name) => [name, stored.get(name)]),
  ) as ExperimentGroups;
}
