// Loading spinner (spec §2 shared pieces): small or large; default 24 px (spec §9).
import { keyframes, styled } from './theme/stitches';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span', {
  display: 'inline-block',
  borderRadius: '50%',
  border: '3px solid $border',
  borderTopColor: '$primaryCtaButton',
  animation: `${spin} 0.8s linear infinite`,
});

const SIZES = { small: 16, default: 24, large: 48 } as const;

export function Spinner({
  size = 'default',
  label = 'Loading',
}: {
  size?: keyof typeof SIZES;
  label?: string;
}) {
  const px = SIZES[size];
  return (
    <span role="status" aria-live="polite">
      <Ring aria-hidden css={{ width: px, height: px }} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

const FullScreen = styled('div', {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$appBackground',
});

/** Shown while redirecting (spec §2) and while a screen's chunk loads. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <FullScreen data-testid="full-screen-spinner">
      <Spinner size="large" label={label} />
    </FullScreen>
  );
}
