// User properties for analytics (spec §3 "User analytics properties"), built from the user record
// and settings: the listed fields pass through, the sign-up date is split into year, month and
// ISO week number, community points are labelled XP, and every `*_test_group` (experiment
// assignment) passes through.

/** The user record as far as analytics reads it; fields the API does not send yet are optional. */
export interface AnalyticsUser {
  id: string | number;
  analytics_id?: string | null;
  sign_in_count?: number;
  signed_up_at?: string | null;
  is_subscriber?: boolean;
  age_range?: string | null;
  gender?: string | null;
  is_live_trading?: boolean;
  is_student?: boolean;
  has_completed_onboarding?: boolean;
  investing_experience?: { description: string } | null;
  started_live_trading_at?: string | null;
  is_on_waitlist?: boolean;
  is_nvstr_employee?: boolean;
  show_compare_spy_price_history?: boolean;
  has_membership?: boolean;
  has_paper_membership?: boolean;
  membership_waive_fee_min_equity?: number | null;
  has_linked_bank_account?: boolean;
  has_linked_payment_source?: boolean;
  community_points_total?: number;
  total_subscription_count?: number;
  /** GET /me's settings: §3 app_color_theme and the §5 opt-out. */
  app_color_theme?: string | null;
  analytics_opt_out?: boolean;
  [testGroup: `${string}_test_group`]: unknown;
}

export interface AnalyticsUserSettings {
  app_color_theme?: string | null;
  show_compare_spy_price_history?: boolean;
}

const PASS_THROUGH = [
  'analytics_id',
  'sign_in_count',
  'id',
  'signed_up_at',
  'is_subscriber',
  'age_range',
  'gender',
  'is_live_trading',
  'is_student',
  'has_completed_onboarding',
  'started_live_trading_at',
  'is_on_waitlist',
  'is_nvstr_employee',
  'show_compare_spy_price_history',
  'has_membership',
  'has_paper_membership',
  'membership_waive_fee_min_equity',
  'has_linked_bank_account',
  'has_linked_payment_source',
  'total_subscription_count',
] as const;

export function buildUserProperties(
  user: AnalyticsUser,
  settings: AnalyticsUserSettings = {},
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const record = user as unknown as Record<string, unknown>;
  for (const key of PASS_THROUGH) if (record[key] !== undefined) properties[key] = record[key];
  for (const [key, value] of Object.entries(record)) {
    if (key.endsWith('_test_group') && value !== undefined) properties[key] = value;
  }
  if (user.investing_experience !== undefined) {
    properties.investing_experience = user.investing_experience?.description ?? null;
  }
  if (settings.app_color_theme !== undefined) properties.app_color_theme = settings.app_color_theme;
  if (settings.show_compare_spy_price_history !== undefined)
    properties.show_compare_spy_price_history = settings.show_compare_spy_price_history;
  // §3: community points are labelled XP.
  if (user.community_points_total !== undefined) properties.XP = user.community_points_total;
  // §3: the sign-up date split into year, month and week number (UTC; ISO 8601 week).
  const signedUp = user.signed_up_at ? new Date(user.signed_up_at) : null;
  if (signedUp && !Number.isNaN(signedUp.getTime())) {
    properties.sign_up_year = signedUp.getUTCFullYear();
    properties.sign_up_month = signedUp.getUTCMonth() + 1;
    properties.sign_up_week = isoWeekNumber(signedUp);
  }
  return properties;
}

/** ISO 8601 week number (1–53): weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekNumber(date: Date): number {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
