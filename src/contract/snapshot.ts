// Company snapshot (spec §1 "AI analyst tools: company snapshot"): a generated,
// deterministic summary of a security's data. Every figure names its source, which the client
// turns into a link to the screen that shows it; every sentence says how it was derived.
import { array, enums, nullable, number, string, type, type Infer } from './structs';

export const SNAPSHOT_DISCLAIMER = 'Not investment advice';

/** Where a figure comes from: the security page's chart (with its range), key stats or
 *  community block, the upcoming-earnings screen, or the screener (sector comparisons). */
const SNAPSHOT_SOURCES = ['chart', 'stats', 'earnings', 'thoughts', 'screener'] as const;

export const SnapshotSource = type({
  kind: enums(SNAPSHOT_SOURCES),
  /** The symbol whose screen shows it (the benchmark's figures link to the benchmark). */
  symbol: string(),
  /** The chart range, for `chart`. */
  range: nullable(string()),
});
export type SnapshotSource = Infer<typeof SnapshotSource>;

export const SnapshotFigure = type({
  label: string(),
  /** Formatted for reading ("12.34 %", "$187.50", "24.1"). */
  value: string(),
  source: SnapshotSource,
});
export type SnapshotFigure = Infer<typeof SnapshotFigure>;

const SNAPSHOT_SECTIONS = ['performance', 'valuation', 'earnings', 'community'] as const;

export const SnapshotSection = type({
  id: enums(SNAPSHOT_SECTIONS),
  title: string(),
  /** The generated sentences. */
  text: array(string()),
  figures: array(SnapshotFigure),
  /** How the sentences were derived. */
  method: string(),
});
export type SnapshotSection = Infer<typeof SnapshotSection>;

export const SnapshotResponse = type({
  symbol: string(),
  name: string(),
  sector: string(),
  benchmark: string(),
  as_of: string(),
  disclaimer: string(),
  sections: array(SnapshotSection),
  /** Raw figures the sentences use (API clients and tests read these). */
  data: type({
    performance: array(
      type({
        range: string(),
        change_bp: nullable(number()),
        benchmark_change_bp: nullable(number()),
      }),
    ),
    pe_ratio: nullable(number()),
    sector_median_pe: nullable(number()),
    dividend_yield_bp: number(),
    sector_median_dividend_yield_bp: nullable(number()),
    next_earnings: nullable(type({ date: string(), timing: string() })),
    pro_count: number(),
    con_count: number(),
  }),
});
export type SnapshotResponse = Infer<typeof SnapshotResponse>;
