// The portfolio screens share one account choice and one history range (state.ts).
import { describe, expect, it } from 'vitest';
import { selectedAccount, selectedRange, showAccount, showRange } from './state';

describe('portfolio state', () => {
  it("starts on the user's chosen account and one month, and follows the named actions", () => {
    expect(selectedAccount.value).toBeUndefined(); // the server picks users.account_type
    expect(selectedRange.value).toBe('1M');
    showAccount('live');
    showRange('1D');
    expect(selectedAccount.value).toBe('live');
    expect(selectedRange.value).toBe('1D');
  });
});
