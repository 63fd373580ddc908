// The three-ball and bar loaders (spec §2 shared pieces): dots cycle in 1 s, bars in 0.7 s
// (spec §9). Each is a status with a hidden label, so screen readers hear "Loading" once.
import { keyframes, styled } from '@/ui/theme/stitches';

const DOTS_CYCLE_MS = 1000; // spec §9
const BARS_CYCLE_MS = 700; // spec §9

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'scale(0.4)', opacity: 0.5 },
  '40%': { transform: 'scale(1)', opacity: 1 },
});

const stretch = keyframes({
  '0%, 100%': { transform: 'scaleY(0.4)' },
  '50%': { transform: 'scaleY(1)' },
});

const Row = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$1' });

const Ball = styled('span', {
  width: '10px',
  height: '10px',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
  animation: `${bounce} ${DOTS_CYCLE_MS}ms ease-in-out infinite`,
});

const Bar = styled('span', {
  width: '4px',
  height: '20px',
  borderRadius: '$sm',
  backgroundColor: '$primaryCtaButton',
  animation: `${stretch} ${BARS_CYCLE_MS}ms ease-in-out infinite`,
});

// Each element starts a fraction of the cycle later, so the motion travels along the row.
const delays = (count: number, cycleMs: number) =>
  Array.from({ length: count }, (_, index) => `${Math.round((index * cycleMs) / (count * 2))}ms`);

export function ThreeBallLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" data-testid="three-ball-loader">
      <Row aria-hidden>
        {delays(3, DOTS_CYCLE_MS).map((delay) => (
          <Ball key={delay} css={{ animationDelay: delay }} />
        ))}
      </Row>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function BarLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" data-testid="bar-loader">
      <Row aria-hidden>
        {delays(4, BARS_CYCLE_MS).map((delay) => (
          <Bar key={delay} css={{ animationDelay: delay }} />
        ))}
      </Row>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
