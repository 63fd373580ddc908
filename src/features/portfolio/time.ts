// Times on portfolio screens: fills, quotes and chart points are market events, so they read on
// the exchange's clock (New York, "ET") through the one helper of src/ui/format.ts, not the
// reader's zone (DESIGN.md "Money, quantities, time"). A daily point is a New York trading day.
import { formatMarketTime, MARKET_TIME_ZONE } from '@/ui/format';
import { dateTimeFormat } from '@/ui/intl';

const dateOnly = dateTimeFormat({
  dateStyle: 'medium',
  timeZone: MARKET_TIME_ZONE,
});

export const formatAsOf = (iso: string) => formatMarketTime(iso, 'fullDateTime');
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
