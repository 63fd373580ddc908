// The screener's and the query tool's calls (spec §1 "company screener", "query tool"). Each
// endpoint is the contract's, and every response is checked against its struct by platform/api
// (CONVENTIONS "Validate once at the edge"). The queries name what they read, for the app's query
// cache (platform/queries); a saved screen created, renamed or deleted marks the list stale.
import {
  type PortfolioQuery,
  type PortfolioQueryResponse,
  type QueryResponse,
} from '@/contract/query';
import {
  compactCriteria,
  type CreateScreenRequest,
  type SavedScreensResponse,
  type ScreenCriteria,
  type ScreenResponse,
  type UpdateScreenRequest,
} from '@/contract/screener';
import { call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import { compactPortfolioQuery } from './criteria';
import * as queryEndpoints from '@/contract/endpoints/query';
import * as screenerEndpoints from '@/contract/endpoints/screener';

// Queries carry only the fields that say something, as text: the same flat fields as the
// screen's URL. They are the cache's arguments too, so the same screen asked twice is one answer.

export function screenQuery(criteria: ScreenCriteria): ApiQuery<ScreenResponse> {
  const query = compactCriteria(criteria);
  return {
    reads: [screenerEndpoints.run],
    args: [query],
    load: () => call(screenerEndpoints.run, { query }),
  };
}

export const savedScreensQuery: ApiQuery<SavedScreensResponse> = {
  reads: [screenerEndpoints.listScreens],
  load: () => call(screenerEndpoints.listScreens),
};

export const saveScreen = (body: CreateScreenRequest) =>
  afterChange('savedScreen', call(screenerEndpoints.createScreen, { body }));

export const updateScreen = (id: string, body: UpdateScreenRequest) =>
  afterChange('savedScreen', call(screenerEndpoints.updateScreen, { params: { id }, body }));

export const deleteScreen = (id: string) =>
  afterChange('savedScreen', call(screenerEndpoints.deleteScreen, { params: { id } }));

export const questionQuery = (q: string): ApiQuery<QueryResponse> => ({
  reads: [queryEndpoints.ask],
  args: [q],
  load: () => call(queryEndpoints.ask, { query: { q } }),
});

export function portfolioAnswerQuery(portfolio: PortfolioQuery): ApiQuery<PortfolioQueryResponse> {
  const query = compactPortfolioQuery(portfolio);
  return {
    reads: [queryEndpoints.portfolioQuery],
    args: [query],
    load: () => call(queryEndpoints.portfolioQuery, { query }),
  };
}
