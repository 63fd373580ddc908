// The account's preferences (spec §2 mobile "update preferences"): the notification
// switches by category and channel (mail, push; the delivery job reads them), the theme the member chose (the device still paints from its local copy,
// spec §3), the compare-to-benchmark chart (§3 show_compare_spy_price_history) and the analytics
// opt-out (§5 "Opt-out blocks analytics"). No row until the first change: the defaults apply.
import { eq } from 'drizzle-orm';
import type { Preferences, PreferencesUpdate } from '@/contract/account-settings';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

const DEFAULT_PREFERENCES: Preferences = {
  notify_order_fills: true,
  notify_community: true,
  notify_learn: true,
  notify_product_news: false,
  push_order_fills: true,
  push_community: true,
  push_learn: true,
  push_account: true,
  app_color_theme: null,
  show_compare_spy_price_history: true,
  analytics_opt_out: false,
};

type Row = typeof userPreferences.$inferSelect;

/** Each field of the contract and the column it is kept in. */
const COLUMNS: ReadonlyArray<readonly [keyof PreferencesUpdate, keyof Row]> = [
  ['notify_order_fills', 'notifyOrderFills'],
  ['notify_community', 'notifyCommunity'],
  ['notify_learn', 'notifyLearn'],
  ['notify_product_news', 'notifyProductNews'],
  ['push_order_fills', 'pushOrderFills'],
  ['push_community', 'pushCommunity'],
  ['push_learn', 'pushLearn'],
  ['push_account', 'pushAccount'],
  ['app_color_theme', 'appColorTheme'],
  ['show_compare_spy_price_history', 'showCompareSpyPriceHistory'],
  ['analytics_opt_out', 'analyticsOptOut'],
];

const toPreferences = (row: Row): Preferences => ({
  notify_order_fills: row.notifyOrderFills,
  notify_community: row.notifyCommunity,
  notify_learn: row.notifyLearn,
  notify_product_news: row.notifyProductNews,
  push_order_fills: row.pushOrderFills,
  push_community: row.pushCommunity,
  push_learn: row.pushLearn,
  push_account: row.pushAccount,
  app_color_theme: row.appColorTheme,
  show_compare_spy_price_history: row.showCompareSpyPriceHistory,
  analytics_opt_out: row.analyticsOptOut,
});

export async function readPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ? toPreferences(row) : DEFAULT_PREFERENCES;
}

export async function updatePreferences(
  db: Db,
  userId: string,
  input: PreferencesUpdate,
  now: Date,
): Promise<Preferences> {
  const set: Partial<Row> = {};
  for (const [field, column] of COLUMNS) {
    const value = input[field];
    if (value !== undefined) Object.assign(set, { [column]: value });
  }
  if (Object.keys(set).length === 0) return readPreferences(db, userId);
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...set, updatedAt: now } })
    .returning();
  if (!row) throw new Error('preferences upsert returned no row');
  return toPreferences(row);
}

/** Spec §3 user analytics properties from the settings, and the opt-out the client applies. */
export async function preferenceProperties(db: Db, userId: string) {
  return preferencePropertiesOf(await readPreferences(db, userId));
}

type PreferenceProperties = Pick<
  Preferences,
  'app_color_theme' | 'show_compare_spy_price_history' | 'analytics_opt_out'
>;

/** The same from stored values (services/me.ts reads them in its one query), or the defaults. */
export function preferencePropertiesOf(stored: PreferenceProperties | null): PreferenceProperties {
  const preferences = stored ?? DEFAULT_PREFERENCES;
  return {
    app_color_theme: preferences.app_color_theme,
    show_compare_spy_price_history: preferences.show_compare_spy_price_history,
    analytics_opt_out: preferences.analytics_opt_out,
  };
}
