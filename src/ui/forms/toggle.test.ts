import { describe, expect, it } from 'vitest';
import { checkToggleItems } from './toggle';

const live = { text: 'Live', value: 'live' };
const paper = { text: 'Paper', value: 'paper' };

describe('checkToggleItems (spec §5: exactly two items)', () => {
  it('accepts two items', () => {
    expect(checkToggleItems([live, paper])).toEqual({ ok: true, items: [live, paper] });
  });
  it('rejects any other count', () => {
    expect(checkToggleItems([live])).toEqual({
      ok: false,
      error: 'A toggle needs exactly two items, got 1.',
    });
    expect(checkToggleItems([]).ok).toBe(false);
    expect(checkToggleItems([live, paper, { text: 'Other', value: 'other' }]).ok).toBe(false);
  });
  it('rejects two items with the same value', () => {
    expect(checkToggleItems([live, { text: 'Also live', value: 'live' }]).ok).toBe(false);
  });
});
