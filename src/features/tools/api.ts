// The screener's and the query tool's calls (spec §1 "company screener", "query tool"). Each
// endpoint is the contract's, and every response is checked against its struct by platform/api
// (CONVENTIONS "Validate once at the edge").
import { type PortfolioQuery } from '@/contract/query';
import {
  compactCriteria,
  type CreateScreenRequest,
  type ScreenCriteria,
  type UpdateScreenRequest,
} from '@/contract/screener';
import { call } from '@/platform/api';
import { compactPortfolioQuery } from './criteria';
import * as queryEndpoints from '@/contract/endpoints/query';
import * as screenerEndpoints from '@/contract/endpoints/screener';

// Queries carry only the fields that say something, as text: the same flat fields as the
// screen's URL.

export const runScreen = (criteria: ScreenCriteria) =>
  call(screenerEndpoints.run, { query: compactCriteria(criteria) });

export const loadScreens = () => call(screenerEndpoints.listScreens);

export const saveScreen = (body: CreateScreenRequest) =>
  call(screenerEndpoints.createScreen, { body });

export const updateScreen = (id: string, body: UpdateScreenRequest) =>
  call(screenerEndpoints.updateScreen, { params: { id }, body });

export const deleteScreen = (id: string) =>
  call(screenerEndpoints.deleteScreen, { params: { id } });

export const askQuestion = (q: string) => call(queryEndpoints.ask, { query: { q } });

export const runPortfolioQuery = (query: PortfolioQuery) =>
  call(queryEndpoints.portfolioQuery, { query: compactPortfolioQuery(query) });
