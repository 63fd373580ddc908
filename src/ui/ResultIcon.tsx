// Result icon (spec §2 shared pieces): neutral for zero, positive above zero, negative below, in
// the matching theme tokens. Colour is never the only signal: the shape and the label differ too.
import { styled } from '@/ui/theme/stitches';

export type ResultTone = 'positive' | 'negative' | 'neutral';

export function resultToneFor(value: number): ResultTone {
  if (value > 0) return 'positive';
  if (value < 0) return 'negative';
  return 'neutral'; // zero, and NaN rather than claiming a direction
}

const LABELS: Record<ResultTone, string> = {
  positive: 'up',
  negative: 'down',
  neutral: 'unchanged',
};

const Icon = styled('svg', {
  display: 'inline-block',
  verticalAlign: 'middle',
  flexShrink: 0,
  variants: {
    tone: {
      positive: { color: '$positive' },
      negative: { color: '$negative' },
      neutral: { color: '$neutral' },
    },
  },
});

const SHAPES: Record<ResultTone, string> = {
  positive: 'M8 3 L14 12 H2 Z', // triangle pointing up
  negative: 'M8 13 L2 4 H14 Z', // triangle pointing down
  neutral: 'M3 7 H13 V9 H3 Z', // flat bar
};

export function ResultIcon({
  value,
  size = 16,
  label,
}: {
  value: number;
  size?: number;
  /** Overrides the spoken "up" / "down" / "unchanged". */
  label?: string;
}) {
  const tone = resultToneFor(value);
  return (
    <Icon
      tone={tone}
      role="img"
      aria-label={label ?? LABELS[tone]}
      data-tone={tone}
      width={size}
      height={size}
      viewBox="0 0 16 16"
    >
      <path d={SHAPES[tone]} fill="currentColor" />
    </Icon>
  );
}
