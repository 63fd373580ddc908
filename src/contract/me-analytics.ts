// The user analytics properties of spec §3 that GET /me adds to the user beyond `MeUser`
// (src/contract/me.ts), each from the member's own records (server/services/user-analytics.ts).
// The client never names them: its `type` check passes unknown fields through to analytics
// unchanged (platform/analytics/user-properties.ts), and naming them there would grow the entry
// chunk of `/`, which has no room. The server's answer is typed with this struct
// (server/routes/me.ts) and the API tests check it (tests/api/me-analytics-properties.test.ts).
//
// §3 properties the product holds no data for, left out rather than made up: gender (never asked),
// is_on_waitlist (there is no waitlist), has_paper_membership (one membership tier, paid in
// dollars; paper trading needs none). age_range and is_student exist only inside the encrypted
// live-account application (date of birth, employment status: §1 sensitive areas), which /me does
// not open.
import { boolean, integer, nullable, string, type, type Infer } from './structs';

export const MeAnalyticsProperties = type({
  /** Random and stable: the user id analytics knows the member by, never the email. */
  analytics_id: string(),
  /** Pays for something in force: the membership or a viewpoint subscription. */
  is_subscriber: boolean(),
  /** The live brokerage account is open (its application was approved). */
  is_live_trading: boolean(),
  /** When the live application was approved; null while there is no open live account. */
  started_live_trading_at: nullable(string()),
  /** The onboarding answers are all given: account type, investing experience, brokerage. */
  has_completed_onboarding: boolean(),
  /** A bank account is linked and verified (one pending micro-deposits does not count yet). */
  has_linked_bank_account: boolean(),
  /** The member's community points (karma), labelled XP (§3). */
  community_points_total: integer(),
});
export type MeAnalyticsProperties = Infer<typeof MeAnalyticsProperties>;
