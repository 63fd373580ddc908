// Keeps a form's typed values in the drafts table as the user types (debounced, drafts.ts) and
// restores them on return. Values equal to what the server holds are not a draft: the draft is
// removed instead. `discard` cancels a pending write and removes the draft (after a save).
import { useCallback, useEffect, useRef, useState } from 'react';
import { markUnsaved } from '@/platform/offline/unsaved';
import { clearDraft, DRAFT_DEBOUNCE_MS, readDraft, writeDraft, type DraftValues } from './drafts';
import { sameValues } from './step-values';

/** The draft's fields the form knows, minus those never stored. */
function storable(values: DraftValues, secret: readonly string[]): DraftValues {
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(values))
    if (!secret.includes(name)) kept[name] = value;
  return kept;
}

/** `start`: values to begin with when nothing is saved yet (a prefill); they count as typed. */
export function useDraft(
  form: string,
  baseline: DraftValues,
  secret: readonly string[] = [],
  start: DraftValues = {},
) {
  // null until the draft has been read, so nothing typed can be overwritten by a late restore.
  const [values, setValues] = useState<DraftValues | null>(null);
  const pending = useRef<DraftValues | 'clear' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  useEffect(() => {
    let live = true;
    void readDraft(form).then((draft) => {
      if (!live) return;
      const restored: DraftValues = { ...baseline };
      for (const [name, value] of Object.entries({ ...start, ...draft })) {
        if (name in baseline && !secret.includes(name) && typeof value === typeof baseline[name]) {
          restored[name] = value;
        }
      }
      setValues(restored);
    });
    return () => {
      live = false;
    };
    // The form's identity is its key; the baseline is read once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next === 'clear') void clearDraft(form);
    else if (next) void writeDraft(form, next);
  }, [form]);

  const dirty = values !== null && !sameValues(values, baseline);
  useEffect(() => {
    if (values === null || stopped.current) return;
    pending.current = dirty ? storable(values, secret) : 'clear';
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- secret is a constant per form
  }, [values, dirty, flush]);

  // Leaving the screen (Back, a link) or hiding the page writes at once rather than lose the
  // last keystrokes to the debounce.
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  // What is typed but not yet saved on the server: an app update must not reload over it.
  useEffect(() => {
    markUnsaved(`live-account:${form}`, dirty);
    return () => markUnsaved(`live-account:${form}`, false);
  }, [form, dirty]);

  const discard = useCallback(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    pending.current = null;
    await clearDraft(form);
  }, [form]);

  return { values, setValues, dirty, discard };
}
