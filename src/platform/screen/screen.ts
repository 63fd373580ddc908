// Screen size classes (spec §4): mobile, tablet or desktop, recalculated on window resize.
// Spec §9 gives two readings of the breakpoints; both are kept so that a screen can be moved to
// the other one by name. Reading A is the one in force, as in the stitches `media` queries
// (src/ui/theme/stitches.ts): "up to 768" includes 768, so a 768 px window is mobile in both.
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';

export type ScreenClass = 'mobile' | 'tablet' | 'desktop';

export interface Breakpoints {
  /** Widest viewport (px, inclusive) that is still mobile. */
  mobileMax: number;
  /** Widest viewport (px, inclusive) that is still tablet; anything wider is desktop. */
  tabletMax: number;
}

/** Spec §9, reading A: mobile up to 768 px, tablet up to 1368, desktop above. */
export const BREAKPOINTS_A = { mobileMax: 768, tabletMax: 1368 } as const satisfies Breakpoints;

/**
 * Spec §9, reading B: 768, 1024, 1368. Spec §4 has three classes, so 1024 ends tablet and 1368
 * only marks a wide desktop (`wideDesktopMin`), which does not change the class.
 */
export const BREAKPOINTS_B = {
  mobileMax: 768,
  tabletMax: 1024,
  wideDesktopMin: 1368,
} as const satisfies Breakpoints & { wideDesktopMin: number };

const ACTIVE_BREAKPOINTS: Breakpoints = BREAKPOINTS_A;

/** The marketing site's mobile layout applies under 1000 px (spec §2, §9). */
const MARKETING_MOBILE_BELOW = 1000;

/** Width assumed where there is no window (Node, tests): the app renders only after mount. */
const NO_WINDOW_WIDTH = 1440;

export function screenClassFor(
  width: number,
  breakpoints: Breakpoints = ACTIVE_BREAKPOINTS,
): ScreenClass {
  if (width <= breakpoints.mobileMax) return 'mobile';
  if (width <= breakpoints.tabletMax) return 'tablet';
  return 'desktop';
}

export function isMarketingMobileWidth(width: number): boolean {
  return width < MARKETING_MOBILE_BELOW;
}

/** The part of `window` this module needs, so the resize wiring runs in Node tests. */
export interface ResizeSource {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
}

export interface ScreenSize {
  width: ReadonlySignal<number>;
  screenClass: ReadonlySignal<ScreenClass>;
  isMarketingMobile: ReadonlySignal<boolean>;
}

/** Signals that follow `source`'s width; the computeds only notify when their answer changes. */
export function trackScreenSize(
  source: ResizeSource | undefined,
  breakpoints: Breakpoints = ACTIVE_BREAKPOINTS,
): ScreenSize {
  const width = signal(source?.innerWidth ?? NO_WINDOW_WIDTH);
  source?.addEventListener('resize', () => {
    width.value = source.innerWidth;
  });
  return {
    width: computed(() => width.value),
    screenClass: computed(() => screenClassFor(width.value, breakpoints)),
    isMarketingMobile: computed(() => isMarketingMobileWidth(width.value)),
  };
}

const current = trackScreenSize(typeof window === 'undefined' ? undefined : window);

/** The current size class; components reading it call `useSignals()` (CONTRIBUTING). */
export const screenClass = current.screenClass;
