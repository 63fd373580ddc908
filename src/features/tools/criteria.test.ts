// The screener's URL round trip: a linkable screen keeps its criteria and drops anything else.
import { describe, expect, it } from 'vitest';
import { criteriaFromSearch, screenerUrl, searchOf } from './criteria';

describe('screen criteria in the URL', () => {
  it('reads the known fields and ignores the rest', () => {
    expect(
      criteriaFromSearch('?sectors=Energy%2CUtilities&max_pe=20&min_yield=&utm_source=x'),
    ).toEqual({
      sectors: 'Energy,Utilities',
      max_pe: '20',
    });
  });

  it('round-trips through screenerUrl', () => {
    const criteria = {
      sectors: 'Health Care',
      min_52w: '90',
      sort: 'change',
      order: 'asc',
    } as const;
    const url = screenerUrl(criteria);
    expect(url.startsWith('/app/tools/screener?')).toBe(true);
    expect(criteriaFromSearch(url.slice(url.indexOf('?')))).toEqual(criteria);
  });

  it('leaves empty criteria without a query string', () => {
    expect(searchOf({ min_pe: '', max_pe: undefined })).toBe('');
  });
});
