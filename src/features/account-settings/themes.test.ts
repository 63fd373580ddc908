// The contract restates the theme names (contract/ may not import ui/): they must stay equal.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_THEME_NAMES } from '@/contract/account-settings';
import { THEME_NAMES } from '@/ui/theme/names';

describe('account theme names', () => {
  it('are the themes the device can paint (spec §3)', () => {
    expect([...ACCOUNT_THEME_NAMES]).toEqual([...THEME_NAMES]);
  });
});
