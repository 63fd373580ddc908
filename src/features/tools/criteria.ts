// A screen's criteria in the URL of /app/tools/screener (the URL carries the
// criteria so a screen is linkable): the same flat fields as GET /api/v1/tools/screener and a
// saved screen, unknown parameters dropped.
import { PORTFOLIO_QUERY_KEYS, type PortfolioQuery } from '@/contract/query';
import { CRITERIA_KEYS, compactCriteria, type ScreenCriteria } from '@/contract/screener';
import { toolsPaths } from './paths';

export function criteriaFromSearch(search: string): ScreenCriteria {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const key of CRITERIA_KEYS) {
    const value = params.get(key);
    if (value !== null) found[key] = value;
  }
  return compactCriteria(found);
}

export function searchOf(fields: Partial<Record<string, string | number>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The screener at these criteria: `/app/tools/screener?sectors=Energy&max_pe=20`. */
export const screenerUrl = (criteria: ScreenCriteria) =>
  `${toolsPaths.screener}${searchOf(compactCriteria(criteria))}`;

/** Only a portfolio query's own fields, as text. */
export function compactPortfolioQuery(query: Partial<Record<string, unknown>>): PortfolioQuery {
  const out: Record<string, string> = {};
  for (const key of PORTFOLIO_QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') {
      out[key] = String(value).trim();
    }
  }
  return out as PortfolioQuery;
}
