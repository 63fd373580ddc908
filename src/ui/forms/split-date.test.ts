import { describe, expect, it } from 'vitest';
import { EMPTY_SPLIT_DATE, applySplitDateInput, previousSplitDateField } from './split-date';

describe('applySplitDateInput (spec §4)', () => {
  it('moves month to day after two month characters', () => {
    expect(applySplitDateInput(EMPTY_SPLIT_DATE, 'month', '1')).toEqual({
      state: { month: '1', day: '', year: '' },
      focus: 'month',
    });
    expect(applySplitDateInput(EMPTY_SPLIT_DATE, 'month', '12').focus).toBe('day');
  });
  it('pads a single month digit 3 to 9 and moves on', () => {
    for (const digit of ['3', '9']) {
      expect(applySplitDateInput(EMPTY_SPLIT_DATE, 'month', digit)).toEqual({
        state: { month: `0${digit}`, day: '', year: '' },
        focus: 'day',
      });
    }
    expect(applySplitDateInput(EMPTY_SPLIT_DATE, 'month', '2').state.month).toBe('2');
  });
  it('moves day to year after two day characters', () => {
    const state = { month: '04', day: '', year: '' };
    expect(applySplitDateInput(state, 'day', '1').focus).toBe('day');
    expect(applySplitDateInput(state, 'day', '15').focus).toBe('year');
  });
  it('keeps the year focused and pads month 1 to 01 when the date completes', () => {
    const state = { month: '1', day: '15', year: '202' };
    expect(applySplitDateInput(state, 'year', '2025')).toEqual({
      state: { month: '01', day: '15', year: '2025' },
      focus: 'year',
    });
    expect(applySplitDateInput(state, 'year', '202').state.month).toBe('1');
  });
  it('drops non-digits and characters over the field length', () => {
    expect(applySplitDateInput(EMPTY_SPLIT_DATE, 'year', '20a245').state.year).toBe('2024');
  });
  it('goes back one field for backspace in an empty field', () => {
    expect(previousSplitDateField('year')).toBe('day');
    expect(previousSplitDateField('month')).toBeNull();
  });
});
