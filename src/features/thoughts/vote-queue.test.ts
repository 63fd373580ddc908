import { describe, expect, it } from 'vitest';
import type { Vote, VoteResult } from '@/contract/community';
import {
  clickVote,
  createVoteQueue,
  displayedVotes,
  initialVoteState,
  voteFailed,
  voteSettled,
} from './vote-queue';

const none: VoteResult = { agree_count: 3, disagree_count: 1, my_vote: null };

describe('vote queue (pure)', () => {
  it('shows a click at once and sends it', () => {
    const step = clickVote(initialVoteState(none), 'agree');
    expect(step.send).toBe('agree');
    expect(displayedVotes(step.state)).toEqual({
      agree_count: 4,
      disagree_count: 1,
      my_vote: 'agree',
    });
  });

  it('pressing the pressed button takes the vote back', () => {
    const mine = initialVoteState({ agree_count: 4, disagree_count: 1, my_vote: 'agree' });
    const step = clickVote(mine, 'agree');
    expect(step.send).toBeNull();
    expect(displayedVotes(step.state)).toEqual({
      agree_count: 3,
      disagree_count: 1,
      my_vote: null,
    });
  });

  it('switching moves one count to the other', () => {
    const mine = initialVoteState({ agree_count: 4, disagree_count: 1, my_vote: 'agree' });
    expect(displayedVotes(clickVote(mine, 'disagree').state)).toEqual({
      agree_count: 3,
      disagree_count: 2,
      my_vote: 'disagree',
    });
  });

  it('sends nothing more while a request is in flight, then only the latest wish', () => {
    let step = clickVote(initialVoteState(none), 'agree');
    expect(step.send).toBe('agree');
    step = clickVote(step.state, 'disagree');
    expect(step.send).toBeUndefined();
    step = clickVote(step.state, 'agree');
    expect(step.send).toBeUndefined();
    step = clickVote(step.state, 'disagree');
    expect(step.send).toBeUndefined();
    expect(displayedVotes(step.state).my_vote).toBe('disagree');
    // The first request returns: the latest wish differs, so it goes next.
    step = voteSettled(step.state, { agree_count: 4, disagree_count: 1, my_vote: 'agree' });
    expect(step.send).toBe('disagree');
    step = voteSettled(step.state, { agree_count: 3, disagree_count: 2, my_vote: 'disagree' });
    expect(step.send).toBeUndefined();
    expect(step.state.sending).toBeUndefined();
  });

  it('sends nothing after a return when the wish came back to the answer', () => {
    let step = clickVote(initialVoteState(none), 'agree');
    step = clickVote(step.state, 'agree'); // back to none while in flight
    step = clickVote(step.state, 'agree'); // and agree again
    step = voteSettled(step.state, { agree_count: 4, disagree_count: 1, my_vote: 'agree' });
    expect(step.send).toBeUndefined();
    expect(displayedVotes(step.state)).toEqual({
      agree_count: 4,
      disagree_count: 1,
      my_vote: 'agree',
    });
  });

  it('counts others’ votes from the server’s answer', () => {
    let step = clickVote(initialVoteState(none), 'agree');
    step = voteSettled(step.state, { agree_count: 10, disagree_count: 2, my_vote: 'agree' });
    expect(displayedVotes(step.state)).toEqual({
      agree_count: 10,
      disagree_count: 2,
      my_vote: 'agree',
    });
  });

  it('rolls back to the server’s last state on failure and says why', () => {
    let step = clickVote(initialVoteState(none), 'agree');
    step = clickVote(step.state, 'disagree');
    step = voteFailed(step.state, 'You appear to be offline.');
    expect(step.send).toBeUndefined();
    expect(step.state.error).toBe('You appear to be offline.');
    expect(displayedVotes(step.state)).toEqual(none);
    // The next click clears the message and sends again.
    step = clickVote(step.state, 'agree');
    expect(step.state.error).toBeNull();
    expect(step.send).toBe('agree');
  });
});

describe('createVoteQueue', () => {
  it('keeps one request in flight per thought and ends on the last click', async () => {
    const sent: (Vote | null)[] = [];
    const pending: ((result: VoteResult) => void)[] = [];
    const queue = createVoteQueue(
      none,
      (vote) => {
        sent.push(vote);
        return new Promise((resolve) => pending.push(resolve));
      },
      () => 'failed',
    );
    queue.click('agree');
    queue.click('disagree');
    queue.click('disagree'); // takes it back: wish is none
    queue.click('agree');
    queue.click('disagree');
    expect(sent).toEqual(['agree']);
    pending.shift()!({ agree_count: 4, disagree_count: 1, my_vote: 'agree' });
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual(['agree', 'disagree']);
    pending.shift()!({ agree_count: 3, disagree_count: 2, my_vote: 'disagree' });
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    expect(displayedVotes(queue.state)).toEqual({
      agree_count: 3,
      disagree_count: 2,
      my_vote: 'disagree',
    });
  });

  it('rolls back when the sender fails', async () => {
    const queue = createVoteQueue(
      none,
      () => Promise.reject(new Error('boom')),
      (error) => (error as Error).message,
    );
    let notified = 0;
    queue.subscribe(() => notified++);
    queue.click('agree');
    expect(displayedVotes(queue.state).my_vote).toBe('agree');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.state.error).toBe('boom');
    expect(displayedVotes(queue.state)).toEqual(none);
    expect(notified).toBe(2); // the optimistic click, then the rollback
  });

  it('takes fresher counts from a reload only when idle', () => {
    const queue = createVoteQueue(
      none,
      () => new Promise<VoteResult>(() => undefined),
      () => 'failed',
    );
    queue.refresh({ agree_count: 7, disagree_count: 1, my_vote: null });
    expect(displayedVotes(queue.state).agree_count).toBe(7);
    queue.click('agree'); // in flight for ever
    queue.refresh({ agree_count: 9, disagree_count: 1, my_vote: null });
    expect(displayedVotes(queue.state)).toEqual({
      agree_count: 8,
      disagree_count: 1,
      my_vote: 'agree',
    });
  });
});
