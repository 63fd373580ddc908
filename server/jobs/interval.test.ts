import { describe, expect, it } from 'vitest';
import { intervalLoop } from './interval';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('intervalLoop', () => {
  it('never overlaps runs, keeps going after an error, and stop() waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const errors: unknown[] = [];
    const loop = intervalLoop(
      async () => {
        active++;
        most = Math.max(most, active);
        runs++;
        await sleep(15); // longer than the interval: a naive setInterval would overlap
        active--;
        if (runs === 1) throw new Error('first run fails');
      },
      (error) => errors.push(error),
    );
    loop.start(5);
    loop.start(5); // a second start is ignored
    await sleep(80);
    await loop.stop();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(1);
    const runsAtStop = runs;
    await sleep(30);
    expect(runs).toBe(runsAtStop); // nothing after stop()
    expect(active).toBe(0);
  });
});
