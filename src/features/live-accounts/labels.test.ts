import { describe, expect, it } from 'vitest';
import { INCOME_RANGES, INVESTIBLE_ASSET_RANGES } from '@/contract/live-accounts';
import { rangeText } from './labels';

describe('range words', () => {
  it('reads every income and asset range as dollars', () => {
    expect(INCOME_RANGES.map(rangeText)).toEqual([
      'Under $25,000',
      '$25,000 to $50,000',
      '$50,000 to $100,000',
      '$100,000 to $200,000',
      '$200,000 to $500,000',
      'Over $500,000',
    ]);
    expect(INVESTIBLE_ASSET_RANGES.map(rangeText)).toEqual([
      'Under $25,000',
      '$25,000 to $100,000',
      '$100,000 to $500,000',
      '$500,000 to $1,000,000',
      'Over $1,000,000',
    ]);
  });
});
