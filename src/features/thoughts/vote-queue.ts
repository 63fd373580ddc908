// Votes on a thought: optimistic, and sent one at a time per thought. A pure
// state machine so the rules are unit-tested without React or a network:
// - a click changes only what the reader WANTS; the screen shows the wanted vote at once
//   (counts adjusted from the server's last answer);
// - while a request for this thought is in flight nothing else is sent; when it returns, the
//   latest wanted vote is sent if it differs from the server's answer (so five quick clicks cost
//   at most two requests, and the last click always wins);
// - a failed request rolls back to the server's last known state and says so.
// Why one at a time: two PUTs in flight can arrive in either order, and the server's last write
// would then not be the reader's last click.
import type { Vote, VoteResult } from '@/contract/community';

export interface VoteQueueState {
  /** The server's last answer. */
  server: VoteResult;
  /** What the reader asked for last. */
  wanted: Vote | null;
  /** The vote of the request in flight; undefined when none is. */
  sending: Vote | null | undefined;
  /** Set when a request failed and the display rolled back; cleared by the next click. */
  error: string | null;
}

/** What to do after a transition: the new state, and a vote to send now (undefined: none). */
export interface VoteStep {
  state: VoteQueueState;
  send: Vote | null | undefined;
}

export function initialVoteState(server: VoteResult): VoteQueueState {
  return { server, wanted: server.my_vote, sending: undefined, error: null };
}

/** The next request, if none is in flight and the wish differs from the server. */
function next(state: VoteQueueState): VoteStep {
  if (state.sending !== undefined || state.wanted === state.server.my_vote) {
    return { state, send: undefined };
  }
  return { state: { ...state, sending: state.wanted }, send: state.wanted };
}

/** A click on agree or disagree: pressing the pressed button takes the vote back. */
export function clickVote(state: VoteQueueState, vote: Vote): VoteStep {
  const wanted = state.wanted === vote ? null : vote;
  return next({ ...state, wanted, error: null });
}

/** The request in flight was answered. */
export function voteSettled(state: VoteQueueState, result: VoteResult): VoteStep {
  return next({ ...state, server: result, sending: undefined });
}

/** The request in flight failed: back to the server's last state, with the reason. */
export function voteFailed(state: VoteQueueState, message: string): VoteStep {
  return {
    state: { ...state, wanted: state.server.my_vote, sending: undefined, error: message },
    send: undefined,
  };
}

/** What the buttons show: the server's counts moved from its vote to the wanted one. */
export function displayedVotes(state: VoteQueueState): VoteResult {
  const { server, wanted } = state;
  const delta = (vote: Vote) => (wanted === vote ? 1 : 0) - (server.my_vote === vote ? 1 : 0);
  return {
    agree_count: Math.max(0, server.agree_count + delta('agree')),
    disagree_count: Math.max(0, server.disagree_count + delta('disagree')),
    my_vote: wanted,
  };
}

export interface VoteQueue {
  click: (vote: Vote) => void;
  /** Fresher counts from a reload: taken only when nothing is in flight or wished for. */
  refresh: (server: VoteResult) => void;
  readonly state: VoteQueueState;
  /** For useSyncExternalStore: every card showing the thought follows the one queue. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Runs the machine against a sender. Errors from `send` become a rollback with `describe`'s text.
 */
export function createVoteQueue(
  initial: VoteResult,
  send: (vote: Vote | null) => Promise<VoteResult>,
  describe: (error: unknown) => string,
): VoteQueue {
  let state = initialVoteState(initial);
  const listeners = new Set<() => void>();
  const apply = (step: VoteStep) => {
    state = step.state;
    listeners.forEach((listener) => listener());
    if (step.send !== undefined) {
      send(step.send).then(
        (result) => apply(voteSettled(state, result)),
        (error: unknown) => apply(voteFailed(state, describe(error))),
      );
    }
  };
  return {
    click: (vote) => apply(clickVote(state, vote)),
    refresh: (server) => {
      const same =
        server.agree_count === state.server.agree_count &&
        server.disagree_count === state.server.disagree_count &&
        server.my_vote === state.server.my_vote;
      if (!same && state.sending === undefined && state.wanted === state.server.my_vote) {
        apply({ state: { ...initialVoteState(server), error: state.error }, send: undefined });
      }
    },
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
