// React face of the script loader (spec §2, §4): `useScript(src)` starts loading `src` and
// re-renders as it moves from 'loading' to 'loaded' or 'error'; no source means 'idle'.
import { useEffect, useSyncExternalStore } from 'react';
import { scriptLoader, type ScriptLoader, type ScriptState } from './script-loader';

export function useScript(
  src: string | null | undefined,
  loader: ScriptLoader = scriptLoader,
): ScriptState {
  const state = useSyncExternalStore(loader.subscribe, () => loader.stateOf(src));
  useEffect(() => {
    // Failure is reported through the state; the rejection itself needs no handler here.
    if (src) loader.load(src).catch(() => undefined);
  }, [src, loader]);
  // Before the effect has run a requested source is already on its way (spec §4: "otherwise
  // loading"), so never report it idle.
  return src && state === 'idle' ? 'loading' : state;
}
