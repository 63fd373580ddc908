// A question about the member's own holdings ("my best performers this month") → a portfolio
// query (parser.ts decides the question is about them).
import type { PortfolioQuery, PortfolioSort } from '@/contract/query';
import type { ParsedQuestion } from './parser';
import type { Reader } from './reader';
import { readChange, readLimit, readRange, readSectors } from './shared-phrases';

export function parsePortfolio(r: Reader): Extract<ParsedQuestion, { kind: 'portfolio' }> {
  const query: PortfolioQuery = {};
  const limit = readLimit(r);
  if (limit) query.limit = String(Math.min(50, Number(limit)));
  const sectors = readSectors(r);
  if (sectors.length > 0) query.sectors = sectors.join(',');
  const range = readRange(r);
  let sort: PortfolioSort = 'value';
  let order: 'asc' | 'desc' = 'desc';
  // "my best performers" with no period: the total gain since bought, not a range's change.
  const performers = range
    ? null
    : r.take(/\b(best|worst|top|bottom)\s+(performers?|performing|gainers?|returns?)\b/);
  const change = performers ? null : readChange(r);
  if (performers) {
    sort = 'gain';
    order = performers[1] === 'worst' || performers[1] === 'bottom' ? 'asc' : 'desc';
    r.note(performers[0], `sorted by total gain, ${order === 'asc' ? 'lowest' : 'highest'} first`);
  } else if (change) {
    sort = range === '1D' ? 'day_change' : 'change';
    order = change.direction === 'down' ? 'asc' : 'desc';
    if ('max' in change) query.max_change = change.max;
    else if ('min' in change) query.min_change = change.min;
    else if (!change.superlative) {
      if (change.direction === 'down') query.max_change = '0';
      else query.min_change = '0';
    }
  } else {
    const size = r.take(/\b(biggest|largest|smallest|top)\b/);
    if (size) {
      order = size[1] === 'smallest' ? 'asc' : 'desc';
      r.note(size[0], `sorted by market value, ${order === 'asc' ? 'smallest' : 'largest'} first`);
    }
    const gain = r.take(/\b(gains?|profits?|returns?|performers?|performing)\b/);
    if (gain) {
      sort = 'gain';
      r.note(gain[0], 'sorted by total gain');
    }
  }
  if (range) query.range = range;
  query.sort = sort;
  query.order = order;
  return { kind: 'portfolio', query, understood: r.understood };
}
