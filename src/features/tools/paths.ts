// AI analyst tools paths (spec §1 "AI analyst tools", §2 mobile "tools, AI
// tool screens"). The spec names no web routes for them: these sit under /app/tools, beside the
// feature rather than in src/paths.ts, which ships with every marketing page.
export const toolsPaths = {
  hub: '/app/tools',
  screener: '/app/tools/screener',
  query: '/app/tools/query',
  snapshot: '/app/tools/snapshot/:symbol',
  optimizer: '/app/tools/optimizer',
} as const;

/** /app/tools/snapshot/AAPL */
export const snapshotPath = (symbol: string) =>
  toolsPaths.snapshot.replace(':symbol', encodeURIComponent(symbol.toUpperCase()));
