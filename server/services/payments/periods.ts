// Billing periods: one calendar month from the purchase, in UTC. A day the
// next month lacks becomes its last day (31 January → 28 or 29 February), as card billing does.
export function addOneMonth(from: Date): Date {
  const next = new Date(from.getTime());
  const day = from.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Stored 'active' or 'cancelled'; a period that has ended reads as 'lapsed' (decided on read). */
export function effectiveStatus(
  stored: 'active' | 'cancelled' | 'lapsed',
  periodEnd: Date | null,
  now: Date,
): 'active' | 'cancelled' | 'lapsed' {
  if (stored === 'lapsed') return 'lapsed';
  if (periodEnd === null) return stored === 'active' ? 'active' : 'lapsed';
  return periodEnd.getTime() > now.getTime() ? stored : 'lapsed';
}
