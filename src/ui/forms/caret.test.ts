import { describe, expect, it } from 'vitest';
import { caretAfterFormat } from './caret';

describe('caretAfterFormat', () => {
  it('stays at the end when typing at the end', () => {
    expect(caretAfterFormat('5551', 4, '555-1')).toBe(5);
    expect(caretAfterFormat('.', 1, '0.')).toBe(2);
  });
  it('keeps the characters after the caret after it when commas move', () => {
    // '1,2|34' + '9' → raw '1,29|34' → '12,9|34'
    expect(caretAfterFormat('1,2934', 4, '12,934')).toBe(4);
  });
  it('goes to the start when everything stays after it', () => {
    expect(caretAfterFormat('1234', 0, '1,234')).toBe(0);
  });
});
