// The experiment hash (§3 *_test_group): stable, always a listed group, and an even split.
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_NAMES, EXPERIMENTS, hashedGroup } from './experiments';

const userIds = Array.from(
  { length: 3000 },
  (_, i) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
);

describe('hashedGroup', () => {
  it('names every experiment as the analytics property it becomes', () => {
    for (const name of EXPERIMENT_NAMES) expect(name).toMatch(/^[a-z_]+_test_group$/);
  });

  it('is the same for the same user and experiment, and always a listed group', () => {
    for (const name of EXPERIMENT_NAMES) {
      const groups: readonly string[] = EXPERIMENTS[name];
      for (const id of userIds.slice(0, 50)) {
        expect(groups).toContain(hashedGroup(id, name));
        expect(hashedGroup(id, name)).toBe(hashedGroup(id, name));
      }
    }
  });

  it('splits users about evenly between the groups', () => {
    for (const name of EXPERIMENT_NAMES) {
      const groups: readonly string[] = EXPERIMENTS[name];
      const counts = new Map<string, number>();
      for (const id of userIds) {
        const group = hashedGroup(id, name);
        counts.set(group, (counts.get(group) ?? 0) + 1);
      }
      const even = userIds.length / groups.length;
      for (const group of groups) {
        // 3000 users: a fair split stays well within ±15% of even.
        expect(counts.get(group) ?? 0).toBeGreaterThan(even * 0.85);
        expect(counts.get(group) ?? 0).toBeLessThan(even * 1.15);
      }
    }
  });

  it('assigns experiments independently: one group does not decide another', () => {
    const inControl = userIds.filter(
      (id) => hashedGroup(id, 'onboarding_copy_test_group') === 'control',
    );
    const alsoControl = inControl.filter(
      (id) => hashedGroup(id, 'funding_flow_test_group') === 'control',
    );
    const share = alsoControl.length / inControl.length; // about 1/2 when independent
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });
});
