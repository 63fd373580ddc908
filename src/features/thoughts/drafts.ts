// Offline thought drafts (DESIGN.md "Client state and offline"): drafts are saved locally and
// posted when the connection returns — the only social write queued offline. A thought written
// offline, or whose POST failed on the network, is a row of the Dexie `drafts` table keyed
// `thought:<uuid>`; the sync posts it when the connection returns and removes it only after the
// server's 201.
//
// Two tabs, one draft: every sync runs inside the Web Lock 'thought-drafts' and reads the table
// afresh once it holds the lock. A second tab therefore waits until the first has posted and
// deleted the row, then finds nothing to send. (Without the Web Locks API, e.g. a very old
// browser, each tab posts on its own; every supported browser has it.) What no client can rule
// out: the server commits and the 201 is lost on the way back; the draft then posts again on the
// next sync. Closing that window needs an idempotency key on POST /thoughts (server side).
import { computed, signal } from '@preact/signals-react';
import type { CreateThoughtRequest, PostCreated } from '@/contract/community';
import { applyServerKarma } from '@/features/karma';
import { describeError, isTransientFailure } from '@/platform/api';
import { stockroomDb } from '@/platform/offline/db';
import { postThought } from './api';

export const DRAFT_PREFIX = 'thought:';
const LOCK_NAME = 'thought-drafts';
/** A hint in localStorage that drafts may exist, so app start loads Dexie only when it must. */
export const DRAFTS_HINT_KEY = 'stockroom.thoughtDrafts';

export interface ThoughtDraft {
  key: string;
  /** Who wrote it: a draft is only ever posted by its writer's session. */
  userId: string;
  request: CreateThoughtRequest;
  createdAt: number;
  /** The server refused it (e.g. the text no longer fits the limits): shown, not retried. */
  failure: string | null;
}

type DraftValue = Omit<ThoughtDraft, 'key'>;

const draftsSignal = signal<readonly ThoughtDraft[]>([]);

/** The signed-in user's drafts, oldest first. */
export const thoughtDrafts = computed(() => draftsSignal.value);

function setHint(present: boolean) {
  try {
    if (present) localStorage.setItem(DRAFTS_HINT_KEY, '1');
    else localStorage.removeItem(DRAFTS_HINT_KEY);
  } catch {
    // Storage disabled: the sync then simply opens Dexie every time.
  }
}

async function readDrafts(userId: string): Promise<ThoughtDraft[]> {
  const rows = await stockroomDb().drafts.where('key').startsWith(DRAFT_PREFIX).toArray();
  setHint(rows.length > 0);
  return rows
    .map((row) => ({ key: row.key, ...(row.value as DraftValue) }))
    .filter((draft) => draft.userId === userId)
    .sort((a, b) => a.createdAt - b.createdAt);
}

export async function refreshThoughtDrafts(userId: string): Promise<void> {
  draftsSignal.value = await readDrafts(userId);
}

/** A new draft's key, which is also its Idempotency-Key when it is posted. */
export const newThoughtDraftKey = () => `${DRAFT_PREFIX}${crypto.randomUUID()}`;

export async function saveThoughtDraft(
  userId: string,
  request: CreateThoughtRequest,
  key: string = newThoughtDraftKey(),
): Promise<ThoughtDraft> {
  const draft: ThoughtDraft = {
    key,
    userId,
    request,
    createdAt: Date.now(),
    failure: null,
  };
  const { key: _key, ...value } = draft;
  await stockroomDb().drafts.put({ key, value, updatedAt: draft.createdAt });
  setHint(true);
  draftsSignal.value = [...draftsSignal.value, draft];
  return draft;
}

export async function discardThoughtDraft(userId: string, key: string): Promise<void> {
  await stockroomDb().drafts.delete(key);
  await refreshThoughtDrafts(userId);
}

function withDraftLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(LOCK_NAME, run) as Promise<T>;
  }
  return run();
}

/**
 * Posts the user's waiting drafts, oldest first; stops at the first transient failure. Resolves
 * to how many drafts still wait to be posted (refused ones not counted). Each draft postThought
 * posts marks the lists of thoughts stale, in every tab of the member's, so the screens showing
 * them read again (both tabs try when the connection returns; the lock lets one post each).
 */
export function syncThoughtDrafts(
  userId: string,
  post: (request: CreateThoughtRequest, key: string) => Promise<PostCreated> = postThought,
): Promise<number> {
  return withDraftLock(async () => {
    // Read inside the lock: another tab may have posted (and deleted) some meanwhile; its post
    // marked this tab's lists of thoughts stale too (platform/queries/changes.ts).
    const drafts = await readDrafts(userId);
    for (const draft of drafts) {
      if (draft.failure) continue;
      try {
        // The draft's id is the Idempotency-Key: if a 201 was lost, the retry gets that post back.
        const created = await post(draft.request, draft.key);
        await stockroomDb().drafts.delete(draft.key);
        applyServerKarma(created.karma);
      } catch (error) {
        if (isTransientFailure(error)) break;
        const { key, ...value } = draft;
        await stockroomDb().drafts.put({
          key,
          value: { ...value, failure: describeError(error) },
          updatedAt: Date.now(),
        });
      }
    }
    const left = await readDrafts(userId);
    draftsSignal.value = left;
    return left.filter((draft) => !draft.failure).length;
  });
}
