// What the learn-and-earn services need: the database, a clock (the
// cooldown and karma days; tests freeze it), the karma daily maximum (KARMA_DAILY_MAX), the number
// of free lessons (LEARN_FREE_LESSONS) and the key that makes partner links' member ids.
import type { Db } from '../../db/client';

export interface LearnDeps {
  db: Db;
  now: () => Date;
  /** KARMA_DAILY_MAX: lesson XP counts against the same daily maximum as community karma. */
  karmaDailyMax: number;
  /** LEARN_FREE_LESSONS: lessons anyone takes before a live account and deposit are required. */
  freeLessons: number;
  /** HMAC key for the pseudonymous member id on partner links (partner-links.ts). */
  trackingKey: string;
}

/** The server_secrets row holding the partner-tracking key (server/services/secrets.ts). */
export const TRACKING_SECRET_NAME = 'learn_partner_tracking';
