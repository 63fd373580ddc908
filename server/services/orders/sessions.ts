// Order timing against the NYSE calendar (server/market/calendar.ts): market orders
// fill during market hours and wait for the open otherwise; day orders expire at the close.
import type { ExecutionTiming } from '@/contract/orders';
import { easternDateOf, isMarketOpen, nextOpen, sessionFor } from '../../market';
import type { OrderRow } from './reserve';

/**
 * The close a day order expires at: today's while a session is ahead or under way, else the next
 * session's. An order placed at 20:00 on Friday therefore lives through Monday's session.
 */
export function dayOrderExpiry(at: Date): Date {
  const today = sessionFor(easternDateOf(at));
  if (today && at.getTime() < today.close.getTime()) return today.close;
  const next = sessionFor(easternDateOf(nextOpen(at)));
  if (!next) throw new Error(`no session at the next open after ${at.toISOString()}`);
  return next.close;
}

export function executionTiming(type: OrderRow['type'], at: Date): ExecutionTiming {
  if (type !== 'market') return 'when_price_crosses';
  return isMarketOpen(at) ? 'now' : 'at_open';
}
