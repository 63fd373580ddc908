// Forms with unsaved input register here, so an update never reloads over them.
import { computed, signal } from '@preact/signals-react';

const dirty = signal<ReadonlySet<string>>(new Set());

export const hasUnsavedInput = computed(() => dirty.value.size > 0);

export function markUnsaved(formId: string, unsaved: boolean): void {
  const next = new Set(dirty.value);
  if (unsaved) next.add(formId);
  else next.delete(formId);
  if (next.size !== dirty.value.size) dirty.value = next;
}
