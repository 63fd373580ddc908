// One vote queue per thought for the whole page (votes go one at a time per thought): two
// cards showing the same thought (a feed and a profile, say) share it, so they never send two
// requests for one thought at once and always show the same state.
import type { VoteResult } from '@/contract/community';
import { describeError } from '@/platform/api';
import { voteOnThought } from './api';
import { createVoteQueue, type VoteQueue } from './vote-queue';

const queues = new Map<string, VoteQueue>();

export function voteQueueFor(thoughtId: string, initial: VoteResult): VoteQueue {
  let queue = queues.get(thoughtId);
  if (!queue) {
    queue = createVoteQueue(
      initial,
      (vote) => voteOnThought(thoughtId, vote),
      (error) => `Your vote was not saved: ${describeError(error)}`,
    );
    queues.set(thoughtId, queue);
  }
  return queue;
}
