// Follow state shared by every screen that shows a follow button: a person
// followed on their profile shows as followed in the lists too. Screens start from the server's
// answer; a click goes through the per-person queue (follow-queue.ts).
import { computed, signal } from '@preact/signals-react';
import { describeError } from '@/platform/api';
import { setFollow } from './api';
import { createFollowQueue, type FollowEntry } from './follow-queue';

interface Shown extends FollowEntry {
  error: string | null;
}

const overrides = signal<ReadonlyMap<string, Shown>>(new Map());

/** What the screen shows for a person: a click's result over the server's answer. */
export const followOverrides = computed(() => overrides.value);

const queue = createFollowQueue({
  send: setFollow,
  describe: describeError,
  publish: (userId, entry, error) => {
    const next = new Map(overrides.value);
    next.set(userId, { ...entry, error });
    overrides.value = next;
  },
});

/** Follows or unfollows `userId`, starting from what the screen shows. */
export function toggleFollow(userId: string, current: FollowEntry): void {
  void queue.toggle(userId, current);
}
