// Running a screen: every security's figures at the market clock, cached for a
// minute per (range, minute) since a screen reads all 466 securities, then the pure rules of
// filter.ts. The range changes come from the same bars the security chart draws.
import {
  compactCriteria,
  criteriaProblem,
  DEFAULT_SCREEN_RANGE,
  type ScreenCriteria,
  type ScreenRange,
  type ScreenResponse,
} from '@/contract/screener';
import type { SecuritiesAnswer } from '@/contract/query';
import { invalidInput } from '../../../errors';
import type { QuoteProvider } from '../../../market';
import { universeRows, type UniverseRow } from '../../../market/screener';
import { TtlCache } from '../../market/cache';
import { screenRows, toScreenRow } from './filter';

export interface ScreenerDeps {
  quotes: QuoteProvider;
  now: () => Date;
}

const UNIVERSE_TTL_MS = 60_000;
const universeCache = new TtlCache<UniverseRow[]>(UNIVERSE_TTL_MS, 50);
/** Tests pass their own provider: cache per provider so two never share figures. */
const providerIds = new WeakMap<QuoteProvider, number>();
let nextProviderId = 1;

function universeAt(deps: ScreenerDeps, range: ScreenRange, at: Date): Promise<UniverseRow[]> {
  let id = providerIds.get(deps.quotes);
  if (id === undefined) {
    id = nextProviderId++;
    providerIds.set(deps.quotes, id);
  }
  const minute = Math.floor(at.getTime() / 60_000);
  return universeCache.get(`${id}:${range}:${minute}`, () => universeRows(deps.quotes, range, at));
}

/** Throws 400 naming the first field of a min/max pair that is upside down. */
export function checkCriteria(criteria: ScreenCriteria): ScreenCriteria {
  const problem = criteriaProblem(criteria);
  if (problem) throw invalidInput(problem.error, problem.field);
  return compactCriteria(criteria);
}

export async function runScreen(
  deps: ScreenerDeps,
  input: ScreenCriteria,
): Promise<ScreenResponse> {
  const criteria = checkCriteria(input);
  const at = deps.now();
  const range = criteria.range ?? DEFAULT_SCREEN_RANGE;
  const universe = await universeAt(deps, range, at);
  const result = screenRows(universe, criteria);
  const a = result.applied;
  return {
    criteria: compactCriteria({
      ...criteria,
      range: a.range,
      sort: a.sort,
      order: a.order,
      limit: a.limit,
      offset: a.offset,
    }),
    range: a.range,
    total: result.total,
    rows: result.rows,
    as_of: at.toISOString(),
  };
}

/** The named securities' screener rows over `range`, in the order named (the query tool). */
export async function quoteSecurities(
  deps: ScreenerDeps,
  symbols: readonly string[],
  range: ScreenRange,
): Promise<SecuritiesAnswer> {
  const at = deps.now();
  const universe = await universeAt(deps, range, at);
  const bySymbol = new Map(universe.map((row) => [row.security.symbol, row]));
  const rows = symbols.flatMap((symbol) => {
    const row = bySymbol.get(symbol);
    return row ? [toScreenRow(row)] : [];
  });
  return { range, rows, as_of: at.toISOString() };
}
