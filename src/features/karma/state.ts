// The karma client state of spec §3 (karmaTotal, reachedDailyMax) and its transitions of §4:
// adding a numeric amount raises the total and clears reachedDailyMax; update sets the total
// outright if numeric; set-reached-max sets the flag true; non-numeric values are ignored. Karma
// is labelled XP on screen (§3). The server decides every award: the client
// only mirrors the state it is sent.
import { computed, signal } from '@preact/signals-react';
import type { KarmaState } from '@/contract/community';

const total = signal(0);
const dailyMax = signal(false);
/** Whether the state has come from the server yet (the badge waits for it). */
const known = signal(false);

export const karmaTotal = computed(() => total.value);
export const reachedDailyMax = computed(() => dailyMax.value);
export const karmaKnown = computed(() => known.value);

/** "Numeric" in §4: a finite number; NaN, strings, null and the like are ignored. */
const isNumeric = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** §4 add: raises the total and clears reachedDailyMax. */
export function addKarma(amount: unknown): void {
  if (!isNumeric(amount)) return;
  total.value += amount;
  dailyMax.value = false;
}

/** §4 update: sets the total outright. */
export function updateKarma(next: unknown): void {
  if (!isNumeric(next)) return;
  total.value = next;
  known.value = true;
}

/** §4 set-reached-max: sets the flag true. */
export function setReachedDailyMax(): void {
  dailyMax.value = true;
}

/**
 * The server's state, from GET /karma or a post's answer: the total through update, and the flag
 * through set-reached-max, or cleared when the server says the day still has room.
 */
export function applyServerKarma(state: KarmaState): void {
  updateKarma(state.karmaTotal);
  if (state.reachedDailyMax) setReachedDailyMax();
  else dailyMax.value = false;
}

/** Signed out: back to the empty state, so the next user never sees the last one's XP. */
export function resetKarma(): void {
  total.value = 0;
  dailyMax.value = false;
  known.value = false;
}
