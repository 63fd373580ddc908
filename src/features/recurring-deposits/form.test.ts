import { describe, expect, it } from 'vitest';
import { centsToInput, checkDraft, type ScheduleDraft } from './form';

const draft = (change: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  bank_account_id: 'b1',
  amount: '250',
  frequency: 'monthly',
  date: '12/01/2026',
  ...change,
});
const TODAY = '2026-11-22';

describe('the schedule form', () => {
  it('turns a valid draft into cents and a calendar date', () => {
    expect(checkDraft(draft(), TODAY)).toEqual({
      ok: true,
      value: {
        bank_account_id: 'b1',
        amount_cents: 25_000,
        frequency: 'monthly',
        date: '2026-12-01',
      },
    });
  });

  it('names each problem (§5 max $1,000,000.00; §9 dates to 10 years ahead)', () => {
    const result = checkDraft(
      draft({ bank_account_id: '', amount: '1000000.01', date: '11/21/2026' }),
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        bank_account_id: 'Choose a bank account.',
        amount: 'The most is $1,000,000.00.',
        date: 'The date must be today or later.',
      },
    });
    expect(checkDraft(draft({ amount: '0' }), TODAY)).toMatchObject({
      errors: { amount: 'Enter an amount of at least $0.01.' },
    });
    expect(checkDraft(draft({ date: '' }), TODAY)).toMatchObject({
      errors: { date: 'Pick a date from the calendar.' },
    });
    expect(checkDraft(draft({ date: '01/01/2037' }), TODAY)).toMatchObject({
      errors: { date: 'The date must be no later than 2036-12-31 (10 years ahead).' },
    });
    expect(checkDraft(draft({ amount: '1000000', date: '12/31/2036' }), TODAY).ok).toBe(true);
  });

  it('shows cents as the dollar input does', () => {
    expect(centsToInput(25_000)).toBe('250.00');
    expect(centsToInput(5)).toBe('0.05');
  });
});
