// The learn screens' data: the member's learn state from the server (kept on this device, with the
// next two lessons, for offline reading), or offline the copy kept here. The state itself lives in
// state.ts so the reader's completion and the queue's sync update every screen at once.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { LearnState } from '@/contract/learn';
import { currentUser } from '@/features/auth';
import * as learnEndpoints from '@/contract/endpoints/learn';
import { ApiError, type QueryState } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { type ApiQuery, useApiQuery } from '@/platform/queries';
import { loadLearnState } from './api';
import { startLearnCompletionSync } from './completion-sync';
import { isOlderState } from './course';
import { storedLearnState, storeLearnState, storeUpcomingLessons } from './lesson-cache';
import { applyLearnState, learnHeld, learnRevision } from './state';

export interface LearnView {
  userId: string;
  state: LearnState;
  /** Shown from this device's copy: the server could not be reached. */
  fromDevice: boolean;
}

/** The copy on this device, unless a state for this member is already on screen. */
async function fromDevice(userId: string): Promise<boolean> {
  if (learnHeld.value?.userId === userId) return true;
  const stored = await storedLearnState(userId).catch(() => null);
  if (stored) applyLearnState(userId, stored, true);
  return stored !== null;
}

const isStale = (userId: string, state: LearnState) => {
  const held = learnHeld.value;
  return held?.userId === userId && isOlderState(state, held.state);
};

/** Brings the member's state into state.ts (the server's, or offline this device's copy). */
async function bringIn(userId: string): Promise<void> {
  // Offline, this device's copy is newer than the service worker's cached answer (it is updated
  // by completions too), so it goes first.
  if (!isOnline.value && (await fromDevice(userId))) return;
  const before = learnRevision.value;
  let state: LearnState;
  try {
    state = await loadLearnState();
  } catch (error) {
    if (error instanceof ApiError && error.isOffline && (await fromDevice(userId))) return;
    throw error;
  }
  // A completion answered while this request was out carries the newer state: keep that one.
  if (learnRevision.value !== before || isStale(userId, state)) return;
  applyLearnState(userId, state);
  void storeLearnState(userId, state).catch(() => undefined);
  void storeUpcomingLessons(state);
}

/**
 * The learn screens' view of the state: what state.ts holds once the state is brought in, since
 * completions (the reader's and the queue's) update it there too. A view, not the endpoint's
 * answer, so it has a key of its own.
 */
const learnViewQuery = (userId: string): ApiQuery<LearnView | null> => ({
  reads: [learnEndpoints.state],
  args: [userId, 'view'],
  load: async () => {
    await bringIn(userId);
    return learnHeld.value;
  },
});

export function useLearnState(): { view: QueryState<LearnView>; reload: () => void } {
  useSignals();
  useEffect(startLearnCompletionSync, []);
  const userId = currentUser.value?.id ?? '';
  const { state, reload } = useApiQuery(learnViewQuery(userId));
  const held = learnHeld.value;
  if (state.status !== 'success') {
    // Reloading (e.g. back online) keeps showing what is held rather than a spinner.
    if (state.status === 'loading' && held?.userId === userId) {
      return { view: { status: 'success', data: held }, reload };
    }
    return { view: state, reload };
  }
  if (!held || held.userId !== userId) return { view: { status: 'loading' }, reload };
  return { view: { status: 'success', data: held }, reload };
}
