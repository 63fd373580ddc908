// The reader's community points, labelled XP (spec §3 "Community points are labelled XP"), with
// a note when today's maximum is reached (§1 "karma … has a daily maximum"). It fetches the state
// when it mounts and again when the window regains focus, so XP earned from others' agreement
// shows up without a reload. Signed out, it shows nothing.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { currentUser } from '@/features/auth';
import { styled } from '@/ui/theme/stitches';
import { loadKarma } from './api';
import { karmaKnown, karmaTotal, reachedDailyMax, resetKarma } from './state';
import { formatCount } from '@/ui/format';
import { numberFormat } from '@/ui/intl';

// The badge sits in a phone's header beside the brand: from 10,000 XP it shows "12.3K" (the full
// figure stays in its label), so no total can widen the header.
const compactFormat = numberFormat({
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const badgeFigure = (xp: number) =>
  xp < 10_000 ? formatCount(xp) : compactFormat.format(xp);

export function XpBadge() {
  useSignals();
  const userId = currentUser.value?.id;
  useEffect(() => {
    // Another person signed in on this device: never show the previous one's XP, even briefly.
    resetKarma();
    if (!userId) return;
    const refresh = () => void loadKarma().catch(() => {});
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [userId]);
  if (!userId || !karmaKnown.value) return null;
  const atMax = reachedDailyMax.value;
  const label = `${formatCount(karmaTotal.value)} XP${
    atMax ? ', today’s maximum reached: more tomorrow' : ''
  }`;
  return (
    <Badge data-testid="xp-badge" title={label}>
      <span className="visually-hidden">{label}</span>
      <Tag aria-hidden>XP</Tag>
      <span aria-hidden>{badgeFigure(karmaTotal.value)}</span>
      {atMax ? <Max aria-hidden>max</Max> : null}
    </Badge>
  );
}

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  padding: '2px $2 2px 2px',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$component',
  color: '$text',
  fontWeight: 700,
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const Tag = styled('span', {
  padding: '1px $2',
  borderRadius: '$pill',
  backgroundColor: '$badge',
  color: '$buttonText',
  fontSize: '$xs',
  letterSpacing: '0.04em',
});
const Max = styled('span', { color: '$textMuted', fontWeight: 600, fontSize: '$xs' });
