import { describe, expect, it } from 'vitest';
import { linksThatFit } from './header-fit';

// Home, Portfolio, Trade, Search, Explore, Community, Learn as Chromium lays them out; seven
// links and six gaps of 12 px take 536 px.
const widths = [52, 78, 50, 62, 68, 103, 51];
const dropOrder = [4, 3, 2, 6, 5, 1, 0];
const fit = (room: number, moreWidth = 70) =>
  linksThatFit({ widths, dropOrder, room, gap: 12, moreWidth });

describe('linksThatFit', () => {
  it('shows every link when the row has room for them all, with no "More"', () => {
    expect(fit(536)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('steps links back in the drop order, keeping the header order of the rest', () => {
    // Explore's room (68 + 12) is what "More" needs (50 + 12) and a little more.
    expect(fit(535, 50)).toEqual([0, 1, 2, 3, 5, 6]);
    expect(fit(500, 50)).toEqual([0, 1, 2, 5, 6]);
  });

  it('counts the "More" button and its gap once links step back', () => {
    // "More" (70) is wider than Explore (68): one pixel short of seven, two links step back.
    expect(fit(535)).toEqual([0, 1, 2, 5, 6]);
    // Home, Portfolio, Trade, Community, Learn and More: 464 px with five gaps.
    expect(fit(464)).toEqual([0, 1, 2, 5, 6]);
    expect(fit(463)).toEqual([0, 1, 5, 6]);
    // Home, Portfolio, Community, Learn and More: 402 px.
    expect(fit(402)).toEqual([0, 1, 5, 6]);
    expect(fit(401)).toEqual([0, 1, 5]);
  });

  it('leaves "More" alone when nothing else fits', () => {
    expect(fit(60)).toEqual([]);
    expect(fit(0)).toEqual([]);
  });

  it('forgives half a pixel of rounding', () => {
    expect(fit(535.6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
