// The per-person follow queue: optimistic at once, one request at a time, the latest wish wins,
// and a failure restores what the server last confirmed.
import { describe, expect, it } from 'vitest';
import { createFollowQueue, type FollowEntry } from './follow-queue';

function setUp(fail = false) {
  const sent: boolean[] = [];
  const shown: Array<{ entry: FollowEntry; error: string | null }> = [];
  const pending: Array<() => void> = [];
  let followers = 5;
  const queue = createFollowQueue({
    send: (_id, following) =>
      new Promise((resolve, reject) => {
        sent.push(following);
        pending.push(() => {
          if (fail) return reject(new Error('offline'));
          followers += following ? 1 : -1;
          resolve({ following, follower_count: followers });
        });
      }),
    publish: (_id, entry, error) => shown.push({ entry, error }),
    describe: (error) => (error as Error).message,
  });
  const answer = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queue, sent, shown, answer };
}

describe('follow queue', () => {
  it('shows the follow at once and confirms with the server count', async () => {
    const { queue, sent, shown, answer } = setUp();
    void queue.toggle('b', { following: false, follower_count: 5 });
    expect(shown.at(-1)?.entry).toEqual({ following: true, follower_count: 6 });
    await answer();
    expect(sent).toEqual([true]);
    expect(shown.at(-1)?.entry).toEqual({ following: true, follower_count: 6 });
  });

  it('sends one request at a time and only the latest wish after it', async () => {
    const { queue, sent, shown, answer } = setUp();
    const start = { following: false, follower_count: 5 };
    void queue.toggle('b', start); // follow
    void queue.toggle('b', start); // unfollow, while the follow is in flight
    void queue.toggle('b', start); // follow again
    expect(shown.at(-1)?.entry.following).toBe(true);
    await answer();
    expect(sent).toEqual([true]); // the wish equals the confirmed state: nothing more to send
    void queue.toggle('b', shown.at(-1)!.entry); // unfollow, from what the screen shows
    await answer();
    expect(sent).toEqual([true, false]);
    expect(shown.at(-1)?.entry).toEqual({ following: false, follower_count: 5 });
  });

  it('puts the confirmed state back when the request fails, with the reason', async () => {
    const { queue, shown, answer } = setUp(true);
    void queue.toggle('b', { following: false, follower_count: 5 });
    await answer();
    expect(shown.at(-1)).toEqual({
      entry: { following: false, follower_count: 5 },
      error: 'offline',
    });
  });
});
