import { describe, expect, it } from 'vitest';
import { describedBy, isLabelLifted } from './field-state';

describe('isLabelLifted (spec §4)', () => {
  it('rests inside an empty, unfocused field', () => {
    expect(isLabelLifted({ focused: false, value: '' })).toBe(false);
  });
  it('lifts when focused, non-empty, forced or prefixed', () => {
    expect(isLabelLifted({ focused: true, value: '' })).toBe(true);
    expect(isLabelLifted({ focused: false, value: 'a' })).toBe(true);
    expect(isLabelLifted({ focused: false, value: '', forceLabelUp: true })).toBe(true);
    expect(isLabelLifted({ focused: false, value: '', prefix: '$' })).toBe(true);
  });
});

describe('describedBy', () => {
  it('points at the error first, then the hint', () => {
    expect(describedBy('f', 'Required', 'Hint')).toBe('f-error');
    expect(describedBy('f', null, 'Hint')).toBe('f-hint');
    expect(describedBy('f')).toBeUndefined();
  });
});
