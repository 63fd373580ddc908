// The query tool (spec §1 "AI analyst tools: query tool"): a question in plain
// English parsed deterministically into a screener query (the criteria of ./screener.ts), a
// portfolio query over the member's own holdings, shown back as fields the member can edit, or
// the securities it names (a quote, a comparison). A question asking what to buy is answered with
// data and a plain statement that the tool gives no advice.
import {
  array,
  define,
  enums,
  integer,
  nullable,
  object,
  optional,
  string,
  type,
  type Infer,
} from './structs';
import { SECTOR_NAMES, type SectorName } from './market';
import { SCREEN_RANGES, ScreenCriteria, ScreenResponse, ScreenRow } from './screener';

export const QUESTION_MAX = 200;

/** GET /api/v1/tools/query?q= */
export const QuestionQuery = type({
  q: define<string>('Question', (value) =>
    typeof value === 'string' && value.length <= QUESTION_MAX
      ? true
      : `must be a question of at most ${QUESTION_MAX} characters`,
  ),
});
export type QuestionQuery = Infer<typeof QuestionQuery>;

export const PORTFOLIO_SORTS = ['value', 'change', 'day_change', 'gain'] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];
const PORTFOLIO_LIMIT_MAX = 50;

const SectorList = define<string>('SectorList', (value) =>
  typeof value === 'string' &&
  (value.trim() === '' ||
    value.split(',').every((part) => SECTOR_NAMES.includes(part.trim() as SectorName)))
    ? true
    : `must list sectors separated by commas (${SECTOR_NAMES.join(', ')})`,
);
const Percent = define<string | number>('Percent', (value) => {
  const text = typeof value === 'number' ? String(value) : value;
  return (
    (typeof text === 'string' &&
      /^-?\d{1,6}(\.\d{1,4})?$/.test(text.trim()) &&
      Number(text) >= -100) ||
    'must be a percentage (a number from -100)'
  );
});
const Count = define<string | number>('Count', (value) => {
  const n = Number(value);
  return (
    ((typeof value === 'string' || typeof value === 'number') &&
      String(value).trim() !== '' &&
      Number.isInteger(n) &&
      n >= 1 &&
      n <= PORTFOLIO_LIMIT_MAX) ||
    `must be a whole number from 1 to ${PORTFOLIO_LIMIT_MAX}`
  );
});

const PORTFOLIO_FIELDS = {
  sectors: optional(SectorList),
  range: optional(enums(SCREEN_RANGES)),
  sort: optional(enums(PORTFOLIO_SORTS)),
  order: optional(enums(['asc', 'desc'])),
  min_change: optional(Percent),
  max_change: optional(Percent),
  limit: optional(Count),
};

/** A portfolio query, as text fields like the screener's criteria (URLs, editing). */
export const PortfolioQuery = object(PORTFOLIO_FIELDS);
export type PortfolioQuery = Infer<typeof PortfolioQuery>;
export const PORTFOLIO_QUERY_KEYS = Object.keys(PORTFOLIO_FIELDS) as Array<keyof PortfolioQuery>;

/** GET /api/v1/tools/portfolio_query: an edited portfolio query run again. */
export const PortfolioQueryParams = type(PORTFOLIO_FIELDS);

export const PortfolioRow = type({
  symbol: string(),
  name: string(),
  sector: string(),
  quantity_e5: integer(),
  price_e4: integer(),
  market_value_cents: integer(),
  /** Share of the holdings' value, basis points. */
  weight_bp: integer(),
  day_change_bp: integer(),
  /** Over the query's range, as the security chart of that range draws it. */
  change_bp: integer(),
  total_gain_cents: integer(),
  total_gain_bp: integer(),
});
export type PortfolioRow = Infer<typeof PortfolioRow>;

export const PortfolioQueryResponse = type({
  query: PortfolioQuery,
  /** Which account was read: the one the member trades in (spec §1 live and simulated). */
  account_type: enums(['simulated', 'live']),
  /** Holdings before the limit (after the sector and change filters). */
  total: integer(),
  /** Everything the member holds in that account, before any filter. */
  holdings: integer(),
  rows: array(PortfolioRow),
  as_of: string(),
});
export type PortfolioQueryResponse = Infer<typeof PortfolioQueryResponse>;

/** The securities a question names ("apple vs microsoft"), with their change over `range`. */
export const SecuritiesAnswer = type({
  range: enums(SCREEN_RANGES),
  rows: array(ScreenRow),
  as_of: string(),
});
export type SecuritiesAnswer = Infer<typeof SecuritiesAnswer>;

/** What the tool says to a question asking what to buy or sell, above the data it shows. */
export const NO_ADVICE_MESSAGE =
  'Stockroom does not give investment advice, so I will not tell you what to buy or sell. ' +
  'Here is data you can weigh yourself; it is not a recommendation.';

export const QueryResponse = type({
  kind: enums(['screen', 'portfolio', 'securities', 'unknown']),
  question: string(),
  /** The parsed query in words ("Information Technology stocks priced under $50 …"). */
  restatement: string(),
  /** The phrases that were understood, each with what it became. */
  understood: array(string()),
  /** For 'unknown': what to say; otherwise NO_ADVICE_MESSAGE when advice was asked for. */
  message: nullable(string()),
  examples: array(string()),
  screen: optional(ScreenCriteria),
  screen_results: optional(ScreenResponse),
  portfolio: optional(PortfolioQuery),
  portfolio_results: optional(PortfolioQueryResponse),
  securities_results: optional(SecuritiesAnswer),
});
export type QueryResponse = Infer<typeof QueryResponse>;

/** Questions the tool answers, shown on the screen and with an unparseable question. */
export const QUERY_EXAMPLES = [
  'tech stocks under $50 with P/E below 20',
  'dividend stocks yielding over 3%',
  'large caps that fell this month',
  'stocks near their 52-week high',
  'which of my holdings fell most this month',
  'my biggest positions',
  'my holdings in healthcare',
  'how is MSFT doing',
  'apple vs microsoft this year',
] as const;

// ---- The parsed query in words (shown above the results, on the server and after an edit) ----

const RANGE_WORDS: Record<string, string> = {
  '1D': 'today',
  '1W': 'over the past week',
  '1M': 'over the past month',
  '3M': 'over the past 3 months',
  '6M': 'over the past 6 months',
  YTD: 'this year to date',
  '1Y': 'over the past year',
};
const SORT_WORDS: Record<string, string> = {
  symbol: 'symbol',
  price: 'price',
  market_cap: 'market cap',
  pe_ratio: 'P/E',
  dividend_yield: 'dividend yield',
  change: 'price change',
  week52_position: '52-week position',
  value: 'market value',
  day_change: "today's change",
  gain: 'total gain',
};

type Bounds = Partial<Record<string, string | number>>;

function bound(c: Bounds, low: string, high: string, what: (v: string) => string, noun: string) {
  const a = c[low] === undefined ? undefined : String(c[low]);
  const b = c[high] === undefined ? undefined : String(c[high]);
  if (a !== undefined && b !== undefined) return `${noun} between ${what(a)} and ${what(b)}`;
  if (a !== undefined) return `${noun} of at least ${what(a)}`;
  if (b !== undefined) return `${noun} of at most ${what(b)}`;
  return null;
}

function changeClause(c: Bounds, range: string): string | null {
  const words = RANGE_WORDS[range] ?? range;
  const low = c.min_change === undefined ? undefined : Number(c.min_change);
  const high = c.max_change === undefined ? undefined : Number(c.max_change);
  if (low === undefined && high === undefined) return null;
  if (high === 0 && low === undefined) return `that fell ${words}`;
  if (low === 0 && high === undefined) return `that rose ${words}`;
  const pct = (v: string) => `${v}%`;
  return `${bound(c, 'min_change', 'max_change', pct, 'a change')} ${words}`;
}

export function restateScreen(criteria: ScreenCriteria): string {
  const c = criteria as Bounds;
  const sectors = criteria.sectors ? criteria.sectors.split(',').map((s) => s.trim()) : [];
  const range = criteria.range ?? '1M';
  const dollars = (v: string) => `$${v}`;
  const billions = (v: string) => `$${v}B`;
  const pct = (v: string) => `${v}%`;
  const clauses = [
    bound(c, 'min_price', 'max_price', dollars, 'a price'),
    bound(c, 'min_cap_bn', 'max_cap_bn', billions, 'a market cap'),
    bound(c, 'min_pe', 'max_pe', (v) => v, 'a P/E'),
    bound(c, 'min_yield', 'max_yield', pct, 'a dividend yield'),
    bound(c, 'min_52w', 'max_52w', pct, 'a 52-week position'),
  ].filter((clause): clause is string => clause !== null);
  const head = sectors.length > 0 ? `Securities in ${sectors.join(', ')}` : 'All securities';
  const change = changeClause(c, range);
  const sort = criteria.sort ?? 'market_cap';
  const order = criteria.order ?? (sort === 'symbol' ? 'asc' : 'desc');
  return (
    [head, clauses.length > 0 ? `with ${clauses.join(', ')}` : null, change]
      .filter(Boolean)
      .join(' ') +
    `, sorted by ${SORT_WORDS[sort]} (${order === 'asc' ? 'lowest' : 'highest'} first)` +
    (sort === 'change' ? ` ${RANGE_WORDS[range]}` : '') +
    '.'
  );
}

export function restatePortfolio(query: PortfolioQuery): string {
  const sectors = query.sectors ? query.sectors.split(',').map((s) => s.trim()) : [];
  const range = query.range ?? '1M';
  const sort = query.sort ?? 'value';
  const order = query.order ?? 'desc';
  const head = `Your holdings${sectors.length > 0 ? ` in ${sectors.join(', ')}` : ''}`;
  const change = changeClause(query as Bounds, range);
  const limit = query.limit === undefined ? '' : `, the first ${query.limit}`;
  return (
    [head, change].filter(Boolean).join(' ') +
    `, sorted by ${SORT_WORDS[sort]} (${order === 'asc' ? 'lowest' : 'highest'} first)` +
    (sort === 'change' ? ` ${RANGE_WORDS[range]}` : '') +
    `${limit}.`
  );
}

/** "Apple Inc. (AAPL): price, today's change and the change over 1Y"; a comparison names each. */
export function restateSecurities(answer: SecuritiesAnswer): string {
  const names = answer.rows.map((row) => `${row.name} (${row.symbol})`);
  if (names.length === 1)
    return `${names[0]}: price, today's change and the change over ${answer.range}`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} compared over ${answer.range}`;
}
