// The script loader's states (spec §4) and its one-fetch-per-source rule, with a fake DOM host.
import { describe, expect, it } from 'vitest';
import { createScriptLoader, type ScriptHost } from './script-loader';

function fakeHost() {
  const pending = new Map<string, (ok: boolean) => void>();
  const injected: string[] = [];
  const host: ScriptHost = {
    inject(src, done) {
      injected.push(src);
      pending.set(src, done);
    },
  };
  const finish = (src: string, ok: boolean) => pending.get(src)?.(ok);
  return { host, injected, finish };
}

const SRC = 'https://cdn.example/widget.js';

describe('createScriptLoader', () => {
  it('is idle with no source and for a source never asked for', () => {
    const loader = createScriptLoader(fakeHost().host);
    expect(loader.stateOf(undefined)).toBe('idle');
    expect(loader.stateOf('')).toBe('idle');
    expect(loader.stateOf(SRC)).toBe('idle');
  });

  it('goes loading, then loaded, and resolves', async () => {
    const { host, finish } = fakeHost();
    const loader = createScriptLoader(host);
    const done = loader.load(SRC);
    expect(loader.stateOf(SRC)).toBe('loading');
    finish(SRC, true);
    await expect(done).resolves.toBeUndefined();
    expect(loader.stateOf(SRC)).toBe('loaded');
  });

  it('goes loading, then error, and rejects', async () => {
    const { host, finish } = fakeHost();
    const loader = createScriptLoader(host);
    const done = loader.load(SRC);
    finish(SRC, false);
    await expect(done).rejects.toThrow(`Could not load script ${SRC}`);
    expect(loader.stateOf(SRC)).toBe('error');
  });

  it('fetches a source asked for twice only once, sharing the promise', async () => {
    const { host, injected, finish } = fakeHost();
    const loader = createScriptLoader(host);
    const first = loader.load(SRC);
    const second = loader.load(SRC);
    expect(second).toBe(first);
    finish(SRC, true);
    await first;
    await loader.load(SRC); // after it has loaded, too
    expect(injected).toEqual([SRC]);
  });

  it('tries a failed source again when asked again', async () => {
    const { host, injected, finish } = fakeHost();
    const loader = createScriptLoader(host);
    const first = loader.load(SRC);
    finish(SRC, false);
    await expect(first).rejects.toThrow();
    const retry = loader.load(SRC);
    expect(loader.stateOf(SRC)).toBe('loading');
    finish(SRC, true);
    await retry;
    expect(injected).toEqual([SRC, SRC]);
  });

  it('tells subscribers about every state change', async () => {
    const { host, finish } = fakeHost();
    const loader = createScriptLoader(host);
    const seen: string[] = [];
    const unsubscribe = loader.subscribe(() => seen.push(loader.stateOf(SRC)));
    const done = loader.load(SRC);
    finish(SRC, true);
    await done;
    unsubscribe();
    expect(seen).toEqual(['loading', 'loaded']);
  });
});
