// Agree / disagree on a thought: toggle buttons (aria-pressed) with counts,
// updated optimistically and sent one at a time per thought through vote-queue.ts. The author's
// own thought shows the counts without buttons (the server refuses self-votes).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Vote, VoteResult } from '@/contract/community';
import { isOnline } from '@/platform/network/online';
import { styled } from '@/ui/theme/stitches';
import { displayedVotes } from './vote-queue';
import { voteQueueFor } from './vote-store';

export interface VoteButtonsProps {
  thoughtId: string;
  initial: VoteResult;
  /** The reader wrote this thought: counts only. */
  own?: boolean;
}

export function VoteButtons({ thoughtId, initial, own = false }: VoteButtonsProps) {
  useSignals();
  // The queue outlives the card (vote-store.ts); `initial` seeds it only the first time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one queue per thought id
  const queue = useMemo(() => voteQueueFor(thoughtId, initial), [thoughtId]);
  const state = useSyncExternalStore(queue.subscribe, () => queue.state);
  // A reload of the list brings others' votes: take them when this card is idle.
  const { agree_count, disagree_count, my_vote } = initial;
  useEffect(() => {
    queue.refresh({ agree_count, disagree_count, my_vote });
  }, [queue, agree_count, disagree_count, my_vote]);
  const shown = displayedVotes(state);
  const online = isOnline.value;

  if (own) {
    return (
      <Row>
        <Count>
          {shown.agree_count} agree · {shown.disagree_count} disagree
        </Count>
      </Row>
    );
  }
  const button = (vote: Vote, label: string, count: number) => (
    <VoteButton
      type="button"
      tone={vote}
      aria-pressed={shown.my_vote === vote}
      // Votes need the network (only drafts are queued offline, DESIGN.md "Client state and
      // offline").
      disabled={!online}
      onClick={() => queue.click(vote)}
    >
      {shown.my_vote === vote ? <span aria-hidden>✓</span> : null}
      {label} <Count>{count}</Count>
    </VoteButton>
  );
  return (
    <div>
      <Row role="group" aria-label="Your vote">
        {button('agree', 'Agree', shown.agree_count)}
        {button('disagree', 'Disagree', shown.disagree_count)}
      </Row>
      {state.error ? <Error role="alert">{state.error}</Error> : null}
    </div>
  );
}

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'center' });
const Count = styled('span', { fontVariantNumeric: 'tabular-nums', color: 'inherit' });
const VoteButton = styled('button', {
  appearance: 'none',
  fontFamily: 'inherit',
  fontSize: '$sm',
  fontWeight: 600,
  minHeight: '36px',
  padding: '$1 $3',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: 'transparent',
  color: '$text',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:disabled': { color: '$textMuted', cursor: 'not-allowed' },
  variants: {
    tone: {
      agree: { '&[aria-pressed="true"]': { borderColor: '$proColor', color: '$proColor' } },
      disagree: { '&[aria-pressed="true"]': { borderColor: '$conColor', color: '$conColor' } },
    },
  },
});
const Error = styled('p', { color: '$error', fontSize: '$sm', margin: '$1 0 0' });
