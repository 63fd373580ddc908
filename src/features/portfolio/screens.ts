// The four portfolio screens as one lazy chunk: routes.tsx imports this module from a single
// import() site, so the entry chunk carries one loader and one dependency list for them instead
// of four (the JS budget of `/`: `npm run bench:js` ≤ 1.6×). The chart library stays a chunk of
// its own (EquityChart.tsx). An explicit list, never `export *` (CONVENTIONS "Shape").
export { default as PortfolioScreen } from './PortfolioScreen';
export { default as HistoryScreen } from './HistoryScreen';
export { default as ExplorerScreen } from './ExplorerScreen';
export { default as CommunityScreen } from './CommunityScreen';
/** The portfolio's figures, for routes.tsx to ask for before the screen mounts. */
export { prefetchPortfolio as prefetchData } from './prefetch';
