// On-demand external script loader (spec §2 shared pieces, §4 states): 'idle' while there is no
// source, then 'loading', then 'loaded' or 'error'. A source asked for twice is fetched once: every
// caller shares one promise per src. The DOM is behind `ScriptHost` so this logic runs in Node.

export type ScriptState = 'idle' | 'loading' | 'loaded' | 'error';

export interface ScriptHost {
  /** Start fetching `src`; call `done(true)` once it has run, `done(false)` if it failed. */
  inject(src: string, done: (ok: boolean) => void): void;
}

interface Entry {
  state: ScriptState;
  promise: Promise<void>;
}

export interface ScriptLoader {
  /** Resolves once `src` has run; rejects if it failed. Concurrent and later calls share it. */
  load(src: string): Promise<void>;
  /** 'idle' for no source or one never asked for (spec §4). */
  stateOf(src: string | null | undefined): ScriptState;
  /** Called whenever any source changes state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createScriptLoader(host: ScriptHost): ScriptLoader {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    load(src) {
      const known = entries.get(src);
      // A failed source may be asked for again (a flaky connection should not be final for the
      // whole session); a loading or loaded one is never fetched twice.
      if (known && known.state !== 'error') return known.promise;
      const entry: Entry = { state: 'loading', promise: Promise.resolve() };
      entry.promise = new Promise<void>((resolve, reject) => {
        host.inject(src, (ok) => {
          entry.state = ok ? 'loaded' : 'error';
          notify();
          if (ok) resolve();
          else reject(new Error(`Could not load script ${src}`));
        });
      });
      entries.set(src, entry);
      notify();
      return entry.promise;
    },
    stateOf(src) {
      return (src && entries.get(src)?.state) || 'idle';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser host: an async <script> in <head>, removed again if it fails so a retry is clean. */
const domScriptHost: ScriptHost = {
  inject(src, done) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => done(true), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        done(false);
      },
      { once: true },
    );
    document.head.appendChild(script);
  },
};

/** The app's one loader, so two screens asking for the same script share it. */
export const scriptLoader = createScriptLoader(domScriptHost);
