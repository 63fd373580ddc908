// The karma transitions of spec §4, one behaviour each, and the server state applied over them.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addKarma,
  applyServerKarma,
  karmaKnown,
  karmaTotal,
  reachedDailyMax,
  resetKarma,
  setReachedDailyMax,
  updateKarma,
} from './state';

describe('karma state (spec §3, §4)', () => {
  beforeEach(() => resetKarma());

  it('starts empty: no XP, the daily maximum not reached', () => {
    expect(karmaTotal.value).toBe(0);
    expect(reachedDailyMax.value).toBe(false);
    expect(karmaKnown.value).toBe(false);
  });

  it('add raises the total and clears reachedDailyMax', () => {
    updateKarma(40);
    setReachedDailyMax();
    addKarma(10);
    expect(karmaTotal.value).toBe(50); // 40 + 10
    expect(reachedDailyMax.value).toBe(false);
  });

  it('add ignores non-numeric amounts and leaves the flag alone', () => {
    updateKarma(40);
    setReachedDailyMax();
    for (const bad of [NaN, Infinity, '10', null, undefined, {}, [5], true]) addKarma(bad);
    expect(karmaTotal.value).toBe(40);
    expect(reachedDailyMax.value).toBe(true);
  });

  it('update sets the total outright, including down and to zero', () => {
    updateKarma(120);
    expect(karmaTotal.value).toBe(120);
    updateKarma(0);
    expect(karmaTotal.value).toBe(0);
    expect(karmaKnown.value).toBe(true);
  });

  it('update ignores non-numeric values', () => {
    updateKarma(70);
    for (const bad of [NaN, -Infinity, '80', null, undefined, { karmaTotal: 80 }]) updateKarma(bad);
    expect(karmaTotal.value).toBe(70);
  });

  it('update does not touch reachedDailyMax', () => {
    setReachedDailyMax();
    updateKarma(10);
    expect(reachedDailyMax.value).toBe(true);
  });

  it('set-reached-max sets the flag true and keeps the total', () => {
    updateKarma(50);
    setReachedDailyMax();
    setReachedDailyMax();
    expect(reachedDailyMax.value).toBe(true);
    expect(karmaTotal.value).toBe(50);
  });

  it("applies the server's state: total and flag both ways", () => {
    applyServerKarma({ karmaTotal: 50, reachedDailyMax: true });
    expect(karmaTotal.value).toBe(50);
    expect(reachedDailyMax.value).toBe(true);
    // A new day: the server says there is room again.
    applyServerKarma({ karmaTotal: 60, reachedDailyMax: false });
    expect(karmaTotal.value).toBe(60);
    expect(reachedDailyMax.value).toBe(false);
  });
});
