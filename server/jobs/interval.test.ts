import { describe, expect, it } from 'vitest';
import { intervalLoop } from './interval';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds: on a busy machine timers fire late, so no fixed wait is enough. */
async function until(done: () => boolean, limitMs = 10_000) {
  for (const start = Date.now(); !done(); await sleep(5)) {
    if (Date.now() - start > limitMs) throw new Error('never happened');
  }
}

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
    // A second run after the failing first, and a third to overlap if the loop let it.
    await until(() => runs >= 3);
    await loop.stop();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(errors).toHaveLength(1);
    const runsAtStop = runs;
    await sleep(30);
    expect(runs).toBe(runsAtStop); // nothing after stop()
    expect(active).toBe(0);
  });
});
