// Small styled pieces the learn screens share.
import { Link } from 'wouter';
import { styled } from '@/ui/theme/stitches';
import { formatCount } from '@/ui/format';

/** "1,250 XP" (spec §3: community points are labelled XP). */
export const formatXp = (xp: number) => `${formatCount(xp)} XP`;

/** A link that looks like the primary button: it navigates, so it stays a link. */
export const ActionLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '$2 $5',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
  color: '$buttonText',
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

export const Facts = styled('dl', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3 $5',
  margin: '0 0 $4',
  '& div': { minWidth: '96px' },
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontWeight: 700, fontSize: '$lg', fontVariantNumeric: 'tabular-nums' },
});

export const LinkRow = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $5',
  margin: '$4 0 0',
});

export const SmallPrint = styled('ul', {
  color: '$textMuted',
  fontSize: '$sm',
  margin: '0 0 $4',
  paddingLeft: '$5',
});
