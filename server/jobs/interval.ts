// The loop every background job shares (DESIGN.md "Runtime"): run every `intervalMs` on this
// instance, never two runs of it at once (the next is scheduled when one ends), errors reported and
// the loop kept going, and stop() waits for a run in progress so shutdown never cuts one in half.
// The jobs themselves (order-matcher.ts, funding-settlement.ts) make several instances safe with
// FOR UPDATE SKIP LOCKED; this only paces one instance.

export interface IntervalLoop {
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function intervalLoop(
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
): IntervalLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  function schedule(intervalMs: number) {
    timer = setTimeout(() => {
      running = run()
        .catch(onError)
        .finally(() => {
          running = null;
          if (!stopped) schedule(intervalMs);
        });
    }, intervalMs);
    timer.unref?.(); // a pending run never keeps the process alive
  }

  return {
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      schedule(intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
