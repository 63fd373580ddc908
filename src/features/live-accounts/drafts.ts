// Drafts of the application's forms in the Dexie `drafts` table (DESIGN "Client state and
// offline": drafts of forms are one of the three kinds of writes kept offline), so a reload or a
// dropped connection loses nothing typed. Writes are debounced; a step's draft is removed once
// the server has saved the step. Identity numbers are never written here (see identity-step.tsx).
import { currentUser } from '@/features/auth';
import { stockroomDb } from '@/platform/offline/db';

export type DraftValues = Record<string, string | boolean>;

/**
 * The drafts table key of one form, e.g. `form:live-account:<user id>:address`. The user id keeps
 * one person's answers from pre-filling the forms of someone else who signs in on this device.
 */
const draftKey = (form: string) =>
  `form:live-account:${currentUser.value?.id ?? 'signed-out'}:${form}`;

/** How long typing must pause before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 400;

function isDraftValues(value: unknown): value is DraftValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'boolean')
  );
}

/** The saved draft, or null (none, or IndexedDB unavailable: the form then starts from the server). */
export async function readDraft(form: string): Promise<DraftValues | null> {
  try {
    const row = await stockroomDb().drafts.get(draftKey(form));
    return row && isDraftValues(row.value) ? row.value : null;
  } catch {
    return null;
  }
}

export async function writeDraft(form: string, value: DraftValues): Promise<void> {
  try {
    await stockroomDb().drafts.put({ key: draftKey(form), value, updatedAt: Date.now() });
  } catch {
    // Private windows may refuse IndexedDB: the form still works, only without a draft.
  }
}

export async function clearDraft(form: string): Promise<void> {
  try {
    await stockroomDb().drafts.delete(draftKey(form));
  } catch {
    // nothing stored
  }
}
