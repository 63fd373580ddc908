// The query tool's parser: 30 phrasings parse to their expected queries, and gibberish gets the
// helpful answer. Each case is the question and the whole query it becomes.
import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parser';

const SCREENS: Array<[string, Record<string, string>]> = [
  [
    'tech stocks under $50 with P/E below 20',
    { sectors: 'Information Technology', max_price: '50', max_pe: '20' },
  ],
  ['dividend stocks yielding over 3%', { min_yield: '3' }],
  [
    'large caps that fell this month',
    { min_cap_bn: '10', max_change: '0', range: '1M', sort: 'change', order: 'asc' },
  ],
  ['stocks near their 52-week high', { min_52w: '90', sort: 'week52_position', order: 'desc' }],
  [
    'energy stocks near 52 week lows',
    { sectors: 'Energy', max_52w: '10', sort: 'week52_position', order: 'asc' },
  ],
  ['small cap biotech', { sectors: 'Health Care', min_cap_bn: '0.3', max_cap_bn: '2' }],
  ['mega caps with a p/e under 25', { min_cap_bn: '200', max_pe: '25' }],
  ['top 10 tech stocks', { sectors: 'Information Technology', limit: '10' }],
  ['stocks priced between $20 and $50', { min_price: '20', max_price: '50' }],
  ['banks yielding at least 4%', { sectors: 'Financials', min_yield: '4' }],
  ['utilities with high dividend yields', { sectors: 'Utilities', min_yield: '4' }],
  ['market cap over $500 billion', { min_cap_bn: '500' }],
  ['companies with a market cap under 2 trillion', { max_cap_bn: '2000' }],
  [
    'stocks up more than 20% this year',
    { min_change: '20', range: 'YTD', sort: 'change', order: 'desc' },
  ],
  [
    'stocks that fell more than 10% in the past 3 months',
    { max_change: '-10', range: '3M', sort: 'change', order: 'asc' },
  ],
  ['biggest losers today', { range: '1D', sort: 'change', order: 'asc' }],
  ['best performing stocks over the past year', { range: '1Y', sort: 'change', order: 'desc' }],
  ['cheapest stocks with low P/E', { max_pe: '15', sort: 'price', order: 'asc' }],
  [
    'highest yielding real estate stocks',
    { sectors: 'Real Estate', sort: 'dividend_yield', order: 'desc' },
  ],
  [
    'mid caps that rose over the past 6 months',
    {
      min_cap_bn: '2',
      max_cap_bn: '10',
      min_change: '0',
      range: '6M',
      sort: 'change',
      order: 'desc',
    },
  ],
  [
    'ETFs that gained this week',
    { sectors: 'ETF', min_change: '0', range: '1W', sort: 'change', order: 'desc' },
  ],
  ['stocks with no dividend', { max_yield: '0' }],
  ['price to earnings ratio above 30', { min_pe: '30' }],
  [
    'lowest pe stocks in consumer staples',
    { sectors: 'Consumer Staples', sort: 'pe_ratio', order: 'asc' },
  ],
  ['oil companies under $100', { sectors: 'Energy', max_price: '100' }],
  ['Show me stocks', {}],
  [
    'Software and bank stocks over $200',
    { sectors: 'Information Technology,Financials', min_price: '200' },
  ],
];

const PORTFOLIOS: Array<[string, Record<string, string>]> = [
  ['which of my holdings fell most this month', { range: '1M', sort: 'change', order: 'asc' }],
  ['my biggest positions', { sort: 'value', order: 'desc' }],
  ['my holdings in healthcare', { sectors: 'Health Care', sort: 'value', order: 'desc' }],
  ['my smallest positions', { sort: 'value', order: 'asc' }],
  [
    'which of my positions rose this week',
    { min_change: '0', range: '1W', sort: 'change', order: 'desc' },
  ],
  ['my top 3 holdings', { limit: '3', sort: 'value', order: 'desc' }],
  [
    'my tech holdings that fell today',
    {
      sectors: 'Information Technology',
      max_change: '0',
      range: '1D',
      sort: 'day_change',
      order: 'asc',
    },
  ],
  ['my best performers', { sort: 'gain', order: 'desc' }],
  [
    'what in my portfolio is down more than 5% this year',
    { max_change: '-5', range: 'YTD', sort: 'change', order: 'asc' },
  ],
];

describe('parseQuestion', () => {
  it('covers at least 30 phrasings', () => {
    expect(SCREENS.length + PORTFOLIOS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(SCREENS)('reads %j as a screen', (question, criteria) => {
    const parsed = parseQuestion(question);
    expect(parsed.kind).toBe('screen');
    expect(parsed.kind === 'screen' && parsed.criteria).toEqual(criteria);
    expect(parsed.understood.length).toBeGreaterThan(0);
  });

  it.each(PORTFOLIOS)('reads %j as a portfolio query', (question, query) => {
    const parsed = parseQuestion(question);
    expect(parsed.kind).toBe('portfolio');
    expect(parsed.kind === 'portfolio' && parsed.query).toEqual(query);
  });

  it.each(['asdf qwer zxcv', 'what is the meaning of life', '', '   ?!', 'is it cheap'])(
    'leaves %j unknown, with nothing understood',
    (question) => {
      expect(parseQuestion(question)).toEqual({ kind: 'unknown', understood: [] });
    },
  );

  it('is deterministic: the same question, the same query', () => {
    const question = 'tech stocks under $50 with P/E below 20';
    expect(parseQuestion(question)).toEqual(parseQuestion(question));
  });
});
