// What the community services need: the database, quotes (an idea's grade), a clock (karma days)
// and the karma settings (server/config.ts CommunityConfig). Tests freeze the clock.
import type { Db } from '../../db/client';
import type { QuoteProvider } from '../../market';

/**
 * Karma (XP) points per good-faith action and the daily maximum (spec §9 leaves the values to
 * us). Never anything for trading profit. docs/configuration.md (KARMA_DAILY_MAX) lists them.
 */
export const KARMA_POINTS = {
  thoughtPosted: 10,
  ideaPosted: 10,
  /** To the author, once per reader who agrees. */
  thoughtAgreed: 2,
} as const;
export const DEFAULT_KARMA_DAILY_MAX = 50;

/** Reports from this many different readers hide a post from everyone else. */
export const REPORTS_TO_HIDE = 3;

export interface CommunityDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
  /** KARMA_DAILY_MAX: points a user can earn per New York calendar day. */
  karmaDailyMax: number;
}
