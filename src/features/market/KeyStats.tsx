// Key statistics of the security page (spec §5 formatting: prices two
// decimals, percentages up to two, ratios up to one).
import type { Quote, SecurityResponse } from '@/contract/market';
import { Card, Heading } from '@/ui/Card';
import {
  formatBasisPoints,
  formatCents,
  formatCompactCents,
  formatCompactNumber,
  formatPriceUnits,
  formatRatio,
} from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { formatMarketDate } from './market-time';

const TIMING = { 'before-open': 'before the open', 'after-close': 'after the close' } as const;

export function KeyStats({ data, quote }: { data: SecurityResponse; quote: Quote }) {
  const { stats, security } = data;
  const fund = security.kind === 'etf';
  const rows: Array<[string, string]> = [
    ['Previous close', formatPriceUnits(quote.previous_close_e4)],
    ['Volume', formatCompactNumber(quote.volume)],
    ['Average volume', formatCompactNumber(stats.average_volume)],
    ['52-week high', formatPriceUnits(stats.week52_high_e4)],
    ['52-week low', formatPriceUnits(stats.week52_low_e4)],
    [fund ? 'Net assets (approx.)' : 'Market cap', formatCompactCents(stats.market_cap_cents)],
  ];
  if (!fund) {
    rows.push(
      ['P/E ratio', stats.pe_ratio === null ? '—' : formatRatio(stats.pe_ratio)],
      ['EPS (TTM)', stats.eps_cents === null ? '—' : formatCents(stats.eps_cents)],
    );
  }
  rows.push([
    'Dividend yield',
    stats.dividend_cents === 0
      ? 'None'
      : `${formatBasisPoints(stats.dividend_yield_bp)} (${formatCents(stats.dividend_cents)}/yr)`,
  ]);
  if (stats.next_earnings) {
    rows.push([
      'Next earnings',
      `${formatMarketDate(stats.next_earnings.date)}, ${TIMING[stats.next_earnings.timing]}`,
    ]);
  }
  return (
    <Card aria-labelledby="stats-heading">
      <Heading as="h2" level={2} id="stats-heading">
        Key stats
      </Heading>
      <Grid>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Grid>
    </Card>
  );
}

const Grid = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$3 $5',
  margin: 0,
  '@mobile': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
});
