// Overlay (spec §2 shared pieces): the `$overlay` colour fading in over 300 ms to 0.9 opacity
// (spec §9). Under prefers-reduced-motion the global styles cut the fade to nothing.
import { keyframes, styled } from '@/ui/theme/stitches';

const OVERLAY_FADE_MS = 300; // spec §9
const OVERLAY_OPACITY = 0.9; // spec §9

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: OVERLAY_OPACITY } });

const Backdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  backgroundColor: '$overlay',
  opacity: OVERLAY_OPACITY,
  animation: `${fadeIn} ${OVERLAY_FADE_MS}ms ease-out`,
});

/** Purely visual; clicking it calls `onClick` (a Modal closes). Keyboard users have Escape. */
export function Overlay({ onClick }: { onClick?: () => void }) {
  return <Backdrop aria-hidden data-testid="overlay" onClick={onClick} />;
}
