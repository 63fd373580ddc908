// The sandbox term life quote (spec §3 ladderQuoteTool): its published rate table, its documented
// test values, and the form's field-named errors.
import { describe, expect, it } from 'vitest';
import { readQuoteForm, sandboxTermLifeQuoter as sandbox } from './ladder-quote';

describe('the sandbox term life quoter', () => {
  it('prices from the rate table: 2¢ per $1,000 a month at 20, +7 % a year of age, × term, + $1', () => {
    // 500 × 2¢ × 1.07^10 (1.967151) × 1.25 = 2458.94 → 2459¢, + 100¢ fee = $25.59
    expect(sandbox.quote({ age: 30, coverageDollars: 500_000, termYears: 20 })).toEqual({
      kind: 'quoted',
      monthlyCents: 2559,
    });
    // 100 × 2¢ × 1 × 0.8 = 160¢, + 100¢ = $2.60
    expect(sandbox.quote({ age: 20, coverageDollars: 100_000, termYears: 10 })).toEqual({
      kind: 'quoted',
      monthlyCents: 260,
    });
    // 1,000 × 2¢ × 1.07^40 (14.974458) × 1.25 = 37436.15 → 37436¢, + 100¢ = $375.36
    expect(sandbox.quote({ age: 60, coverageDollars: 1_000_000, termYears: 20 })).toEqual({
      kind: 'quoted',
      monthlyCents: 37_536,
    });
  });

  it('declines a term ending after 80, and its test coverage value of $999,999', () => {
    expect(sandbox.quote({ age: 55, coverageDollars: 500_000, termYears: 30 }).kind).toBe(
      'declined',
    );
    expect(sandbox.quote({ age: 50, coverageDollars: 500_000, termYears: 30 }).kind).toBe('quoted');
    expect(sandbox.quote({ age: 30, coverageDollars: 999_999, termYears: 20 })).toEqual({
      kind: 'declined',
      reason: 'The sandbox declines this amount (a test value).',
    });
  });
});

describe('readQuoteForm', () => {
  it('names each field that is wrong', () => {
    expect(readQuoteForm({ age: '', coverage: '', term: '' })).toEqual({
      errors: {
        age: 'Enter your age.',
        coverage: 'Enter a coverage amount.',
        term: 'Term length: choose 10, 15, 20, 25 or 30 years.',
      },
    });
    expect(readQuoteForm({ age: '19', coverage: '99,999', term: '12' })).toEqual({
      errors: {
        age: 'Age must be a whole number from 20 to 60.',
        coverage: 'Coverage amount must be from $100,000 to $1,000,000.',
        term: 'Term length: choose 10, 15, 20, 25 or 30 years.',
      },
    });
    expect(readQuoteForm({ age: '30.5', coverage: '1,000,000.01', term: '20' })).toEqual({
      errors: {
        age: 'Age must be a whole number from 20 to 60.',
        coverage: 'Coverage amount must be from $100,000 to $1,000,000.',
      },
    });
  });

  it('reads the masked amount and the term', () => {
    expect(readQuoteForm({ age: ' 45 ', coverage: '750,000.00', term: '15' })).toEqual({
      request: { age: 45, coverageDollars: 750_000, termYears: 15 },
    });
  });
});
