import { describe, expect, it } from 'vitest';
import { formProblem, INITIAL_FORM, percentToFraction, queryOf } from './params';

describe('optimizer form', () => {
  it('turns percentages into the API fractions', () => {
    expect(percentToFraction('40')).toBe('0.4');
    expect(percentToFraction('12.5')).toBe('0.125');
    expect(
      queryOf({
        symbols: ['AAPL', 'KO'],
        objective: 'target_return',
        maxWeightPct: '60',
        targetReturnPct: '8',
      }),
    ).toEqual({
      symbols: 'AAPL,KO',
      objective: 'target_return',
      max_weight: '0.6',
      target_return: '0.08',
    });
    expect(queryOf(INITIAL_FORM)).toEqual({
      symbols: undefined,
      objective: 'min_variance',
      max_weight: undefined,
      target_return: undefined,
    });
  });

  it('names the problem field before sending', () => {
    expect(formProblem({ ...INITIAL_FORM, symbols: ['AAPL'] })?.field).toBe('symbols');
    expect(
      formProblem({ ...INITIAL_FORM, symbols: ['AAPL', 'KO', 'JNJ'], maxWeightPct: '30' })?.field,
    ).toBe('max_weight');
    expect(formProblem({ ...INITIAL_FORM, objective: 'target_return' })?.field).toBe(
      'target_return',
    );
    expect(
      formProblem({ ...INITIAL_FORM, symbols: ['AAPL', 'KO'], maxWeightPct: '50' }),
    ).toBeNull();
  });
});
