// Optimistic follows through a per-person queue (CONVENTIONS "Optimistic social actions go
// through a per-item queue", after bluesky's usePostLikeMutationQueue): a click shows its result
// at once; requests for one person go one at a time, and only the latest wish is sent once the
// previous request is back; a failure puts the last state the server confirmed back.

export interface FollowEntry {
  following: boolean;
  follower_count: number;
}

export interface FollowQueueOptions {
  send: (userId: string, following: boolean) => Promise<FollowEntry>;
  /** Called with every change of what the screen should show. */
  publish: (userId: string, entry: FollowEntry, error: string | null) => void;
  describe: (error: unknown) => string;
}

interface Slot {
  confirmed: FollowEntry;
  shown: FollowEntry;
  busy: boolean;
}

export function createFollowQueue({ send, publish, describe }: FollowQueueOptions) {
  const slots = new Map<string, Slot>();

  async function drain(userId: string, slot: Slot): Promise<void> {
    slot.busy = true;
    try {
      while (slot.shown.following !== slot.confirmed.following) {
        const wanted = slot.shown.following;
        slot.confirmed = await send(userId, wanted);
        // The server's count is the truth; a click that came meanwhile keeps its wish on top.
        const step = slot.shown.following === wanted ? 0 : slot.shown.following ? 1 : -1;
        slot.shown = {
          following: slot.shown.following,
          follower_count: Math.max(0, slot.confirmed.follower_count + step),
        };
        publish(userId, slot.shown, null);
      }
    } catch (error) {
      slot.shown = slot.confirmed;
      publish(userId, slot.shown, describe(error));
    } finally {
      slot.busy = false;
    }
  }

  return {
    /** Flips following for `userId`, starting from what the screen shows (`current`). */
    toggle(userId: string, current: FollowEntry): Promise<void> | undefined {
      let slot = slots.get(userId);
      if (!slot || !slot.busy) {
        slot = { confirmed: current, shown: current, busy: false };
        slots.set(userId, slot);
      }
      const following = !slot.shown.following;
      slot.shown = {
        following,
        follower_count: Math.max(0, slot.shown.follower_count + (following ? 1 : -1)),
      };
      publish(userId, slot.shown, null);
      return slot.busy ? undefined : drain(userId, slot);
    },
  };
}
