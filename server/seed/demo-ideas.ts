// The demo people's ideas, dated weeks back so each already has a grade, and
// who follows whom among them.
import type { IdeaType } from '@/contract/community';

export interface DemoIdea {
  by: number;
  symbol: string;
  type: IdeaType;
  daysAgo: number;
  expectedReturnPct?: number;
  horizonDays?: number;
  note?: string;
}

export const DEMO_IDEAS: readonly DemoIdea[] = [
  {
    by: 1,
    symbol: 'NVDA',
    type: 'buy',
    daysAgo: 40,
    expectedReturnPct: 25,
    horizonDays: 365,
    note: 'Data-centre demand outruns supply for another year.',
  },
  { by: 1, symbol: 'INTC', type: 'sell', daysAgo: 25, horizonDays: 180 },
  {
    by: 2,
    symbol: 'KO',
    type: 'buy',
    daysAgo: 55,
    expectedReturnPct: 8,
    horizonDays: 730,
    note: 'Own it for the dividend, not excitement.',
  },
  { by: 2, symbol: 'PG', type: 'buy', daysAgo: 30, expectedReturnPct: 7 },
  { by: 3, symbol: 'JPM', type: 'buy', daysAgo: 35, expectedReturnPct: 12, horizonDays: 365 },
  {
    by: 3,
    symbol: 'BAC',
    type: 'sell',
    daysAgo: 20,
    horizonDays: 120,
    note: 'Margin pressure as rates fall.',
  },
  { by: 4, symbol: 'XOM', type: 'buy', daysAgo: 45, expectedReturnPct: 10 },
  { by: 4, symbol: 'FCX', type: 'buy', daysAgo: 28, expectedReturnPct: 30, horizonDays: 1095 },
  { by: 5, symbol: 'COST', type: 'buy', daysAgo: 60, expectedReturnPct: 12 },
  { by: 5, symbol: 'NKE', type: 'sell', daysAgo: 22, horizonDays: 180 },
  {
    by: 6,
    symbol: 'VOO',
    type: 'buy',
    daysAgo: 50,
    expectedReturnPct: 8,
    horizonDays: 3650,
    note: 'Buy, hold, rebalance once a year.',
  },
  { by: 7, symbol: 'MSFT', type: 'buy', daysAgo: 33, expectedReturnPct: 15, horizonDays: 365 },
  { by: 7, symbol: 'ADBE', type: 'sell', daysAgo: 18 },
  { by: 8, symbol: 'TSLA', type: 'sell', daysAgo: 26, horizonDays: 90 },
  { by: 8, symbol: 'AAPL', type: 'buy', daysAgo: 38, expectedReturnPct: 10 },
  { by: 9, symbol: 'LLY', type: 'buy', daysAgo: 42, expectedReturnPct: 20, horizonDays: 365 },
  { by: 9, symbol: 'PFE', type: 'sell', daysAgo: 24 },
  { by: 10, symbol: 'BRK.B', type: 'buy', daysAgo: 58, expectedReturnPct: 10, horizonDays: 1825 },
  { by: 10, symbol: 'WMT', type: 'buy', daysAgo: 15 },
  { by: 11, symbol: 'GOOGL', type: 'buy', daysAgo: 47, expectedReturnPct: 18, horizonDays: 730 },
  { by: 12, symbol: 'GLD', type: 'buy', daysAgo: 36, expectedReturnPct: 6 },
  { by: 12, symbol: 'TLT', type: 'sell', daysAgo: 19, horizonDays: 365 },
  {
    by: 13,
    symbol: 'DIS',
    type: 'buy',
    daysAgo: 29,
    expectedReturnPct: 20,
    note: 'A break-up or a focused plan unlocks value.',
  },
  { by: 14, symbol: 'PYPL', type: 'buy', daysAgo: 44, expectedReturnPct: 35, horizonDays: 730 },
  { by: 15, symbol: 'AMZN', type: 'buy', daysAgo: 52, expectedReturnPct: 15, horizonDays: 365 },
];

/** Who follows whom among the demo people, so their profiles have followers too. */
export const DEMO_FOLLOWS: ReadonlyArray<readonly [number, number]> = [
  [6, 1],
  [6, 2],
  [7, 1],
  [8, 1],
  [9, 3],
  [10, 2],
  [10, 11],
  [11, 10],
  [12, 4],
  [13, 11],
  [14, 10],
  [15, 7],
  [1, 15],
  [2, 10],
  [3, 12],
  [4, 12],
  [5, 2],
  [7, 15],
  [8, 6],
  [9, 6],
];
