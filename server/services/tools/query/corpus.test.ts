// The query tool against questions as people type them (not as the rules are written): a quote for
// a named security, a comparison for several, data and no advice for a pick asked for, screens,
// holdings, and help for the rest. Each case: the question and the gist of what it must become.
import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parser';

type Gist =
  | { securities: string[]; range?: string; advice?: boolean }
  | { screen: Record<string, string>; advice?: boolean }
  | { portfolio: true; advice?: boolean }
  | { unknown: true };

const QUOTES: Array<[string, string]> = [
  ['show me apple stock price', 'AAPL'],
  ["what's apple trading at", 'AAPL'],
  ['how is MSFT doing', 'MSFT'],
  ["how's microsoft doing today", 'MSFT'],
  ['tesla price', 'TSLA'],
  ['TSLA', 'TSLA'],
  ['$NVDA', 'NVDA'],
  ['nvidia stock', 'NVDA'],
  ['what is the price of amazon', 'AMZN'],
  ['amazon share price', 'AMZN'],
  ['google stock', 'GOOGL'],
  ['how much is one share of costco', 'COST'],
  ['price of coca cola', 'KO'],
  ['coke stock price', 'KO'],
  ['is netflix up today', 'NFLX'],
  ['how did disney do this year', 'DIS'],
  ['meta stock price', 'META'],
  ['facebook stock', 'META'],
  ['where is SPY trading', 'SPY'],
  ['berkshire hathaway', 'BRK.B'],
  ['jpmorgan stock', 'JPM'],
  ['jp morgan price', 'JPM'],
  ['how is the s&p 500 doing', 'SPY'],
  ['nasdaq today', 'QQQ'],
  ['boeing stock price today', 'BA'],
  ["what's intel at", 'INTC'],
  ['amd share price', 'AMD'],
  ['how is palantir doing this week', 'PLTR'],
  ['nike stock', 'NKE'],
  ['starbucks price', 'SBUX'],
  ['quote for pfizer', 'PFE'],
  ['get me a quote on exxon', 'XOM'],
  ['check on chevron', 'CVX'],
  ['apple stock over the last year', 'AAPL'],
  ['how has nvidia done in the past 6 months', 'NVDA'],
  ['show me robinhood', 'HOOD'],
  ['visa stock price', 'V'],
  ['mcdonalds stock', 'MCD'],
  ["mcdonald's share price", 'MCD'],
  ['AT&T stock', 'T'],
  ['home depot price', 'HD'],
  ["what's the price of ford", 'F'],
  ['uber stock', 'UBER'],
  ['salesforce stock price', 'CRM'],
  ['oracle shares', 'ORCL'],
  ['broadcom price', 'AVGO'],
  ['eli lilly stock', 'LLY'],
  ['how is johnson and johnson doing', 'JNJ'],
  ['how much is bitcoin', 'IBIT'],
  ['walmart stock today', 'WMT'],
];

const COMPARISONS: Array<[string, string[]]> = [
  ['apple vs microsoft', ['AAPL', 'MSFT']],
  ['compare tesla and ford', ['TSLA', 'F']],
  ['nvda vs amd', ['NVDA', 'AMD']],
  ['coke or pepsi', ['KO', 'PEP']],
  ['which is doing better, google or meta', ['GOOGL', 'META']],
  ['compare AAPL MSFT GOOGL', ['AAPL', 'MSFT', 'GOOGL']],
  ['costco versus walmart', ['COST', 'WMT']],
  ['visa vs mastercard this year', ['V', 'MA']],
  ["home depot vs lowe's", ['HD', 'LOW']],
  ['how do amazon and netflix compare', ['AMZN', 'NFLX']],
  ['SPY vs QQQ over 5 years', ['SPY', 'QQQ']],
  ['chevron compared to exxon', ['CVX', 'XOM']],
  ['pfizer vs merck', ['PFE', 'MRK']],
  ['jpmorgan vs bank of america', ['JPM', 'BAC']],
  ['uber vs airbnb', ['UBER', 'ABNB']],
];

const ADVICE: Array<[string, Gist]> = [
  ['what is the best stock to buy right now?', { screen: { limit: '10' }, advice: true }],
  ['should i buy tesla', { securities: ['TSLA'], advice: true }],
  ['what stocks should I buy', { screen: {}, advice: true }],
  ['is apple a good investment', { securities: ['AAPL'], advice: true }],
  ['what should i invest in', { screen: {}, advice: true }],
  ['give me a stock tip', { screen: {}, advice: true }],
  ['which stock will go up tomorrow', { screen: {}, advice: true }],
  ['recommend me some stocks', { screen: {}, advice: true }],
  ['is now a good time to buy nvidia', { securities: ['NVDA'], advice: true }],
  ['should I sell my apple shares', { securities: ['AAPL'], advice: true }],
  ['best etf to buy', { screen: { limit: '10' }, advice: true }],
  ["what's a safe stock to invest in", { screen: {}, advice: true }],
  ['how can i make money fast with stocks', { screen: {}, advice: true }],
  ['is it too late to buy nvidia', { securities: ['NVDA'], advice: true }],
  ['what stock will double this year', { screen: {}, advice: true }],
  ['top stocks to buy now', { screen: { limit: '10' }, advice: true }],
  ['good dividend stocks to buy', { screen: { min_yield: '0.01' }, advice: true }],
  ['should i buy or sell microsoft', { securities: ['MSFT'], advice: true }],
  ['which crypto should i buy', { screen: {}, advice: true }],
  ['what would you buy with $1000', { screen: {}, advice: true }],
];

const OTHERS: Array<[string, Gist]> = [
  ['tech stocks under $50', { screen: { sectors: 'Information Technology', max_price: '50' } }],
  ['biggest companies', { screen: { sort: 'market_cap', order: 'desc' } }],
  ['stocks that dropped the most today', { screen: { range: '1D', order: 'asc' } }],
  ['high dividend stocks', { screen: { min_yield: '4' } }],
  ['which stocks are near their 52 week high', { screen: { min_52w: '90' } }],
  ['healthcare stocks with a pe under 20', { screen: { sectors: 'Health Care', max_pe: '20' } }],
  ['best performing stocks this year', { screen: { range: 'YTD', order: 'desc' } }],
  ['small cap stocks', { screen: { min_cap_bn: '0.3', max_cap_bn: '2' } }],
  ['banks paying dividends', { screen: { sectors: 'Financials', min_yield: '0.01' } }],
  ['large cap tech with low pe', { screen: { min_cap_bn: '10', max_pe: '15' } }],
  ['cheapest energy stocks', { screen: { sectors: 'Energy', sort: 'price' } }],
  ['utilities yielding over 3%', { screen: { sectors: 'Utilities', min_yield: '3' } }],
  ['how are my stocks doing', { portfolio: true }],
  ['my biggest holdings', { portfolio: true }],
  ['which of my stocks lost money', { portfolio: true }],
  ['my best performers this month', { portfolio: true }],
  ['how much is my portfolio up today', { portfolio: true }],
  ["what's the weather like", { unknown: true }],
  ['hello', { unknown: true }],
  ['tell me a joke', { unknown: true }],
];

const CASES: Array<[string, Gist]> = [
  ...QUOTES.map(([q, symbol]): [string, Gist] => [q, { securities: [symbol] }]),
  ...COMPARISONS.map(([q, symbols]): [string, Gist] => [q, { securities: symbols }]),
  ...ADVICE,
  ...OTHERS,
];

describe('the query tool, asked as people ask', () => {
  it('has at least 100 phrasings', () => expect(CASES.length).toBeGreaterThanOrEqual(100));

  it.each(CASES)('%s', (question, gist) => {
    const parsed = parseQuestion(question);
    if ('unknown' in gist) return expect(parsed.kind).toBe('unknown');
    const advice = 'advice' in parsed ? Boolean(parsed.advice) : false;
    expect(advice, 'advice').toBe(Boolean(gist.advice));
    if ('securities' in gist) {
      expect(parsed.kind).toBe('securities');
      if (parsed.kind === 'securities') expect(parsed.symbols).toEqual(gist.securities);
    } else if ('screen' in gist) {
      expect(parsed.kind).toBe('screen');
      if (parsed.kind === 'screen') expect(parsed.criteria).toMatchObject(gist.screen);
    } else expect(parsed.kind).toBe('portfolio');
  });
});
