// The screener's and the query tool's calls (issue 8/10 items 2–3). Every response is checked
// against its contract struct by platform/api (CONVENTIONS "Validate once at the edge").
import { type PortfolioQuery, PortfolioQueryResponse, QueryResponse } from '@/contract/query';
import {
  type CreateScreenRequest,
  SavedScreen,
  SavedScreensResponse,
  type ScreenCriteria,
  ScreenResponse,
  type UpdateScreenRequest,
} from '@/contract/screener';
import { api } from '@/platform/api';

/** Criteria as query text: the same flat fields as the screen's URL. */
const asQuery = (fields: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && String(value) !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const runScreen = (criteria: ScreenCriteria) =>
  api({ path: '/tools/screener', query: asQuery(criteria), response: ScreenResponse });

export const loadScreens = () => api({ path: '/tools/screens', response: SavedScreensResponse });

export const saveScreen = (body: CreateScreenRequest) =>
  api({ method: 'POST', path: '/tools/screens', body, response: SavedScreen });

export const updateScreen = (id: string, body: UpdateScreenRequest) =>
  api({
    method: 'PUT',
    path: `/tools/screens/${encodeURIComponent(id)}`,
    body,
    response: SavedScreen,
  });

export const deleteScreen = (id: string) =>
  api({ method: 'DELETE', path: `/tools/screens/${encodeURIComponent(id)}` });

export const askQuestion = (q: string) =>
  api({ path: '/tools/query', query: { q }, response: QueryResponse });

export const runPortfolioQuery = (query: PortfolioQuery) =>
  api({ path: '/tools/portfolio_query', query: asQuery(query), response: PortfolioQueryResponse });
