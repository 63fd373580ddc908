// One reward card with a front and a back (spec §3 "reward card front/back" colours). Unopened, the
// front shows where it came from and a "Turn over" button; turning it over asks the server to draw
// the prize (the client never knows it before) and then flips the card in 3D to show the back.
// prefers-reduced-motion: no rotation, the back simply replaces the front. Only the face in view
// is exposed to assistive technology; the result is announced in a status line.
import { useEffect, useRef, useState } from 'react';
import type { RewardCard } from '@/contract/rewards';
import { describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { formatRewardCents } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { revealCard } from './api';
import { dateTimeFormat } from '@/ui/intl';

const SOURCE_LABEL: Record<RewardCard['source'], string> = {
  referral: 'Referral reward',
  lesson: 'Learn-and-earn reward',
  promotion: 'Promotion reward',
};

const dateFormat = dateTimeFormat({ dateStyle: 'medium' });

export function RewardCardTile({
  card,
  offline,
  onRevealed,
}: {
  card: RewardCard;
  offline: boolean;
  onRevealed: (card: RewardCard, balanceCents: number) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Turning the card over hides the focused button: focus moves to the back, so a keyboard user
  // stays on the card they turned (and a screen reader reads the prize).
  const [turnedHere, setTurnedHere] = useState(false);
  const back = useRef<HTMLDivElement>(null);
  const revealed = card.status === 'revealed';
  useEffect(() => {
    if (turnedHere && revealed) back.current?.focus();
  }, [turnedHere, revealed]);
  const label = SOURCE_LABEL[card.source];

  const turnOver = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await revealCard(card.id);
      setTurnedHere(true);
      onRevealed(result.card, result.balance_cents);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tile data-testid="reward-card" data-status={card.status}>
      <Flipper flipped={revealed}>
        <Face side="front" aria-hidden={revealed} inert={revealed}>
          <Kind>{label}</Kind>
          <Mark aria-hidden>?</Mark>
          <Small>Earned {dateFormat.format(new Date(card.created_at))}</Small>
          <Button
            type="button"
            onClick={() => void turnOver()}
            disabled={busy || offline}
            aria-label={`Turn over your ${label.toLowerCase()}`}
          >
            {busy ? 'Turning over…' : 'Turn over'}
          </Button>
        </Face>
        <Face
          side="back"
          aria-hidden={!revealed}
          inert={!revealed}
          ref={back}
          tabIndex={-1}
          role="group"
          aria-label={
            revealed && card.prize_cents !== null
              ? `${label}: ${formatRewardCents(card.prize_cents)}`
              : undefined
          }
        >
          <Kind>{label}</Kind>
          <Prize data-testid="reward-prize">
            {card.prize_cents === null ? '' : formatRewardCents(card.prize_cents)}
          </Prize>
          <Small>
            {card.revealed_at
              ? `Added to your reward balance ${dateFormat.format(new Date(card.revealed_at))}`
              : ''}
          </Small>
        </Face>
      </Flipper>
      <p role="status" className="visually-hidden">
        {turnedHere && revealed && card.prize_cents !== null
          ? `${label}: you won ${formatRewardCents(card.prize_cents)}.`
          : ''}
      </p>
      {error ? (
        <Small role="alert" css={{ color: '$error' }}>
          {error}
        </Small>
      ) : null}
      {offline && !revealed ? <Small>Connect to turn this card over.</Small> : null}
    </Tile>
  );
}

const Tile = styled('li', { listStyle: 'none', perspective: '900px' });

const Flipper = styled('div', {
  position: 'relative',
  display: 'grid',
  transformStyle: 'preserve-3d',
  transition: 'transform 600ms cubic-bezier(0.2, 0.7, 0.2, 1)',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  variants: { flipped: { true: { transform: 'rotateY(180deg)' }, false: {} } },
});

const Face = styled('div', {
  // Both faces share one grid cell, so the tile is as tall as the taller face.
  gridArea: '1 / 1',
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  borderRadius: '$lg',
  border: '1px solid $border',
  padding: '$4',
  minHeight: '200px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'center',
  color: '$text',
  // No transition when a face becomes visible: the global reduced-motion rule gives every element
  // a 0.01 ms duration, and visibility mid-transition still counts as hidden, so focusing the back
  // right after the turn would fail.
  transition: 'none',
  variants: {
    side: {
      front: { backgroundColor: '$rewardCardFront' },
      back: { backgroundColor: '$rewardCardBack', transform: 'rotateY(180deg)' },
    },
  },
  // Without 3D (reduced motion still has it, but this keeps the hidden face out of the way if a
  // browser ignores backface-visibility): the hidden face is not painted at all.
  '&[aria-hidden="true"]': { visibility: 'hidden', transition: 'visibility 0s 300ms' },
  '@media (prefers-reduced-motion: reduce)': {
    '&[aria-hidden="true"]': { transition: 'none' },
  },
});

const Kind = styled('p', { margin: 0, fontSize: '$sm', fontWeight: 600 });
const Mark = styled('p', { margin: 0, fontSize: '$xxl', fontWeight: 800, lineHeight: 1 });
const Prize = styled('p', {
  margin: 0,
  fontSize: '$xxl',
  fontWeight: 800,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
const Small = styled('p', { margin: 0, fontSize: '$sm' });
