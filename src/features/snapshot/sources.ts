// Where each snapshot figure links (spec §1 "company snapshot": every figure linked to the data it
// came from): the security page's chart, key stats or community block, the upcoming-earnings
// screen, or the screener for sector comparisons.
import type { SnapshotSource } from '@/contract/snapshot';
import { toolsPaths } from '@/features/tools';
import { appPaths, securityPath } from '@/paths';

export function sourceLink(source: SnapshotSource, sector: string): { href: string; text: string } {
  const page = securityPath(source.symbol);
  switch (source.kind) {
    case 'chart':
      return {
        href: `${page}#chart-heading`,
        text: `${source.symbol} chart, ${source.range ?? ''}`,
      };
    case 'stats':
      return { href: `${page}#stats-heading`, text: `${source.symbol} key stats` };
    case 'earnings':
      return { href: appPaths.earnings, text: 'Upcoming earnings' };
    case 'thoughts':
      return { href: `${page}#community-title`, text: `Thoughts on ${source.symbol}` };
    case 'screener':
      // The screener reads its criteria from the URL (features/tools/criteria.ts: `sectors`).
      return {
        href: `${toolsPaths.screener}?${new URLSearchParams({ sectors: sector })}`,
        text: `${sector} in the screener`,
      };
  }
}
