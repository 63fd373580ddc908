// Size classes of spec §4 at the breakpoints of spec §9 (both readings), and the resize wiring.
import { effect } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS_A,
  BREAKPOINTS_B,
  isMarketingMobileWidth,
  screenClass,
  screenClassFor,
  trackScreenSize,
  type ResizeSource,
} from './screen';

describe('screenClassFor', () => {
  it('reading A: mobile up to 768 px, tablet up to 1368, desktop above', () => {
    expect(screenClassFor(320, BREAKPOINTS_A)).toBe('mobile');
    expect(screenClassFor(768, BREAKPOINTS_A)).toBe('mobile');
    expect(screenClassFor(769, BREAKPOINTS_A)).toBe('tablet');
    expect(screenClassFor(1024, BREAKPOINTS_A)).toBe('tablet');
    expect(screenClassFor(1368, BREAKPOINTS_A)).toBe('tablet');
    expect(screenClassFor(1369, BREAKPOINTS_A)).toBe('desktop');
  });

  it('reading B: tablet ends at 1024, and 1368 does not change the class', () => {
    expect(screenClassFor(768, BREAKPOINTS_B)).toBe('mobile');
    expect(screenClassFor(1024, BREAKPOINTS_B)).toBe('tablet');
    expect(screenClassFor(1025, BREAKPOINTS_B)).toBe('desktop');
    expect(screenClassFor(1600, BREAKPOINTS_B)).toBe('desktop');
  });

  it('uses reading A by default', () => {
    expect(screenClassFor(1200)).toBe('tablet');
  });
});

describe('marketing mobile layout', () => {
  it('applies under 1000 px', () => {
    expect(isMarketingMobileWidth(999)).toBe(true);
    expect(isMarketingMobileWidth(1000)).toBe(false);
  });
});

function fakeWindow(innerWidth: number) {
  const listeners: Array<() => void> = [];
  const source = {
    innerWidth,
    addEventListener: (_type: 'resize', listener: () => void) => listeners.push(listener),
  } satisfies ResizeSource;
  return {
    source,
    resizeTo(width: number) {
      source.innerWidth = width;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('trackScreenSize', () => {
  it('recalculates the class on resize and notifies only when it changes', () => {
    const win = fakeWindow(390);
    const size = trackScreenSize(win.source);
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(size.screenClass.value);
    });
    win.resizeTo(400); // still mobile: no notification
    win.resizeTo(1000);
    win.resizeTo(1400);
    stop();
    expect(seen).toEqual(['mobile', 'tablet', 'desktop']);
    expect(size.isMarketingMobile.value).toBe(false);
  });

  it('falls back to desktop without a window (Node)', () => {
    expect(screenClass.value).toBe('desktop');
  });
});
