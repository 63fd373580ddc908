// The stitches media queries and the JS size classes agree at every bound of spec §9 ("mobile up
// to 768 px, tablet up to 1368, desktop above"): 768 itself is mobile, 769 tablet.
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { screenClassFor } from '@/platform/screen/screen';
import { MEDIA } from './stitches';

const classByMedia = (width: number) => {
  const window = new Window({ width, height: 800 });
  const matching = (['mobile', 'tablet', 'desktop'] as const).filter(
    (name) => window.matchMedia(MEDIA[name]).matches,
  );
  void window.happyDOM.close();
  return matching;
};

describe('breakpoints (spec §9)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1368, 'tablet'],
    [1369, 'desktop'],
  ] as const)('puts a %i px window in exactly one class, %s, in CSS and in JS', (width, name) => {
    expect(classByMedia(width)).toEqual([name]);
    expect(screenClassFor(width)).toBe(name);
  });
});
