// A determinate progress bar: the application's "Step 3 of 9" and the upload's percentage. Native
// <progress> lacks a text value for screen readers, so this is a role=progressbar with
// aria-valuetext, and its visible label is the same text.
import { useId } from 'react';
import { styled } from '@/ui/theme/stitches';

const Root = styled('div', { margin: '0 0 $5' });
const Label = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  fontSize: '$sm',
  color: '$textMuted',
  marginBottom: '$2',
});
const Track = styled('div', {
  height: '8px',
  borderRadius: '$pill',
  backgroundColor: '$border',
  overflow: 'hidden',
});
const Fill = styled('div', {
  height: '100%',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
  transition: 'width 200ms ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

export function ProgressBar({
  label,
  value,
  max,
  valueText,
  detail,
}: {
  /** The bar's accessible name, e.g. "Application progress". */
  label: string;
  value: number;
  max: number;
  /** Spoken and shown, e.g. "Step 3 of 9". */
  valueText: string;
  /** Shown on the right, e.g. the step's name. */
  detail?: string;
}) {
  const id = useId();
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <Root>
      <Label>
        <span id={`${id}-text`}>{valueText}</span>
        {detail ? <span>{detail}</span> : null}
      </Label>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
      >
        <Fill css={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}
