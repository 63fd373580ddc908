import { describe, expect, it } from 'vitest';
import { toggleMembership } from './multi-select';

describe('toggleMembership (spec §4)', () => {
  it('adds a value that is not selected', () => {
    expect(toggleMembership(['tech'], 'energy')).toEqual(['tech', 'energy']);
  });
  it('removes a value that is selected', () => {
    expect(toggleMembership(['tech', 'energy'], 'tech')).toEqual(['energy']);
  });
  it('leaves the given list untouched', () => {
    const selected = ['tech'];
    toggleMembership(selected, 'energy');
    expect(selected).toEqual(['tech']);
  });
});
