// The common-password rule (ASVS 5.0 V6.2.4, V6.2.11): the full published list, the brand names
// and the trade's words, whatever the case and the digits or symbols around a word.
import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('holds the full common-password list, far beyond a hand-made one', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses passwords from deep in the list, in any case', () => {
    // Not in the short list this replaced; they sit thousands of places down the dictionary.
    for (const password of ['nightmare', 'Sebastian', 'CHELSEA1', 'blink182', 'jasmine1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses both brand names with digits, spaces or symbols around them', () => {
    for (const password of [
      'stockroom',
      'Stockroom2026!',
      'stock room 1',
      'Main Street Invest',
      'mainstreet123',
      'main-street',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses repeated characters and digit runs', () => {
    expect(isCommonPassword('aaaaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('01234567890123456789')).toBe(true);
  });

  it('accepts a passphrase that is not on the list', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('stockroom keeps my quiet ledger')).toBe(false);
  });
});
