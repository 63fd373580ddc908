// The company screener (spec §1 "AI analyst tools: company screener"). A screen's
// criteria are flat text fields, the same in the URL of /app/tools/screener, in the query of
// GET /api/v1/tools/screener and in a saved screen's `criteria`, so one struct validates all
// three and a screen is linkable. Units are in the names: `_cap_bn` billions of dollars, `_yield`
// and `_change` percent, `_52w` the percent position between the 52-week low (0) and high (100).
import {
  array,
  define,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from './structs';
import { SECTOR_NAMES, type SectorName } from './market';

/** Price-change ranges: the day's change, then the security chart's ranges (bars.ts). */
export const SCREEN_RANGES = ['1D', '1W', '1M', '3M', '6M', 'YTD', '1Y'] as const;
export type ScreenRange = (typeof SCREEN_RANGES)[number];
export const DEFAULT_SCREEN_RANGE: ScreenRange = '1M';

const SCREEN_SORTS = [
  'symbol',
  'price',
  'market_cap',
  'pe_ratio',
  'dividend_yield',
  'change',
  'week52_position',
] as const;
export type ScreenSort = (typeof SCREEN_SORTS)[number];

const SCREEN_LIMIT_MAX = 100;
export const SCREEN_LIMIT_DEFAULT = 25;
const SCREEN_OFFSET_MAX = 10_000;

/** A number written as text (or a JSON number) within [min, max]; whole when `whole`. */
const numberText = (name: string, min: number, max: number, whole = false) =>
  define<string | number>(name, (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    const ok =
      typeof text === 'string' &&
      /^-?\d{1,9}(\.\d{1,4})?$/.test(text.trim()) &&
      Number(text) >= min &&
      Number(text) <= max &&
      (!whole || Number.isInteger(Number(text)));
    return ok || `must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`;
  });

/** `sectors=Energy,Health Care`: sector names separated by commas. */
const SectorList = define<string>('SectorList', (value) => {
  if (typeof value !== 'string') return 'must list sectors separated by commas';
  if (value.trim() === '') return true;
  const bad = value.split(',').find((part) => !SECTOR_NAMES.includes(part.trim() as SectorName));
  return bad === undefined
    ? true
    : `has "${bad.slice(0, 40)}", which is not a sector (${SECTOR_NAMES.join(', ')})`;
});

/** Every criterion with its struct; the pairs min_/max_ are checked together by criteriaProblem. */
const CRITERIA_FIELDS = {
  sectors: optional(SectorList),
  min_price: optional(numberText('Dollars', 0, 1_000_000)),
  max_price: optional(numberText('Dollars', 0, 1_000_000)),
  min_cap_bn: optional(numberText('Billions', 0, 100_000)),
  max_cap_bn: optional(numberText('Billions', 0, 100_000)),
  min_pe: optional(numberText('Ratio', 0, 10_000)),
  max_pe: optional(numberText('Ratio', 0, 10_000)),
  min_yield: optional(numberText('Percent', 0, 100)),
  max_yield: optional(numberText('Percent', 0, 100)),
  range: optional(enums(SCREEN_RANGES)),
  min_change: optional(numberText('Percent', -100, 100_000)),
  max_change: optional(numberText('Percent', -100, 100_000)),
  min_52w: optional(numberText('Percent', 0, 100)),
  max_52w: optional(numberText('Percent', 0, 100)),
  sort: optional(enums(SCREEN_SORTS)),
  order: optional(enums(['asc', 'desc'])),
  limit: optional(numberText('Count', 1, SCREEN_LIMIT_MAX, true)),
  offset: optional(numberText('Count', 0, SCREEN_OFFSET_MAX, true)),
};

/** The criteria as a saved screen stores them: unknown fields are refused. */
export const ScreenCriteria = object(CRITERIA_FIELDS);
export type ScreenCriteria = Infer<typeof ScreenCriteria>;
export type CriteriaField = keyof ScreenCriteria;
export const CRITERIA_KEYS = Object.keys(CRITERIA_FIELDS) as CriteriaField[];

/** GET /api/v1/tools/screener: type(), since the client may append auth_id and token (spec §2). */
export const ScreenQuery = type(CRITERIA_FIELDS);
export type ScreenQuery = Infer<typeof ScreenQuery>;

const BOUNDS = [
  ['min_price', 'max_price'],
  ['min_cap_bn', 'max_cap_bn'],
  ['min_pe', 'max_pe'],
  ['min_yield', 'max_yield'],
  ['min_change', 'max_change'],
  ['min_52w', 'max_52w'],
] as const;

/** A minimum above its maximum: the field and message of the 400 (null when the pair is fine). */
export function criteriaProblem(criteria: ScreenCriteria): { field: string; error: string } | null {
  for (const [low, high] of BOUNDS) {
    const a = criteria[low];
    const b = criteria[high];
    if (a !== undefined && b !== undefined && Number(a) > Number(b)) {
      return { field: low, error: `${low} must not be more than ${high}.` };
    }
  }
  return null;
}

/** Only the criteria that say something, as text, in CRITERIA_KEYS order (URLs, saved screens). */
export function compactCriteria(criteria: Partial<Record<string, unknown>>): ScreenCriteria {
  const out: Record<string, string> = {};
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') out[key] = text;
  }
  return out as ScreenCriteria;
}

// ---- Output ----

export const ScreenRow = type({
  symbol: string(),
  name: string(),
  sector: string(),
  kind: enums(['stock', 'etf']),
  price_e4: integer(),
  /** The day's change over the previous close. */
  day_change_bp: integer(),
  /** First price of the range to now, as the security chart of that range draws it. */
  change_bp: integer(),
  market_cap_cents: integer(),
  pe_ratio: nullable(number()),
  dividend_yield_bp: integer(),
  week52_low_e4: integer(),
  week52_high_e4: integer(),
  /** 0 at the 52-week low, 10 000 at the high (basis points of the way). */
  week52_position_bp: integer(),
});
export type ScreenRow = Infer<typeof ScreenRow>;

export const ScreenResponse = type({
  /** The criteria as applied, defaults filled in (range, sort, order, limit, offset). */
  criteria: ScreenCriteria,
  range: enums(SCREEN_RANGES),
  /** Matches before paging. */
  total: integer(),
  rows: array(ScreenRow),
  as_of: string(),
});
export type ScreenResponse = Infer<typeof ScreenResponse>;

// ---- Saved screens (the saved_screens table) ----

export const SCREEN_NAME_MAX = 60;
export const SAVED_SCREENS_MAX = 50;

const ScreenName = define<string>('ScreenName', (value) =>
  typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= SCREEN_NAME_MAX
    ? true
    : `must be 1 to ${SCREEN_NAME_MAX} characters`,
);

export const CreateScreenRequest = object({ name: ScreenName, criteria: ScreenCriteria });
export type CreateScreenRequest = Infer<typeof CreateScreenRequest>;

/** PUT: rename, replace the criteria, or both. */
export const UpdateScreenRequest = object({
  name: optional(ScreenName),
  criteria: optional(ScreenCriteria),
});
export type UpdateScreenRequest = Infer<typeof UpdateScreenRequest>;

export const SavedScreen = type({
  id: string(),
  name: size(string(), 1, SCREEN_NAME_MAX),
  criteria: ScreenCriteria,
  created_at: string(),
  updated_at: string(),
});
export type SavedScreen = Infer<typeof SavedScreen>;

export const SavedScreensResponse = type({ screens: array(SavedScreen) });
export type SavedScreensResponse = Infer<typeof SavedScreensResponse>;
