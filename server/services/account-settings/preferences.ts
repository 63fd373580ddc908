// The account's preferences (spec §2 mobile "update preferences"): the four
// notification switches, the theme the member chose (the device still paints from its local copy,
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
  app_color_theme: null,
  show_compare_spy_price_history: true,
  analytics_opt_out: false,
};

type Row = typeof userPreferences.$inferSelect;

const toPreferences = (row: Row): Preferences => ({
  notify_order_fills: row.notifyOrderFills,
  notify_community: row.notifyCommunity,
  notify_learn: row.notifyLearn,
  notify_product_news: row.notifyProductNews,
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
  const set: Partial<Row> = {
    ...(input.notify_order_fills === undefined
      ? {}
      : { notifyOrderFills: input.notify_order_fills }),
    ...(input.notify_community === undefined ? {} : { notifyCommunity: input.notify_community }),
    ...(input.notify_learn === undefined ? {} : { notifyLearn: input.notify_learn }),
    ...(input.notify_product_news === undefined
      ? {}
      : { notifyProductNews: input.notify_product_news }),
    ...(input.app_color_theme === undefined ? {} : { appColorTheme: input.app_color_theme }),
    ...(input.show_compare_spy_price_history === undefined
      ? {}
      : { showCompareSpyPriceHistory: input.show_compare_spy_price_history }),
    ...(input.analytics_opt_out === undefined ? {} : { analyticsOptOut: input.analytics_opt_out }),
  };
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
  const preferences = await readPreferences(db, userId);
  return {
    app_color_theme: preferences.app_color_theme,
    show_compare_spy_price_history: preferences.show_compare_spy_price_history,
    analytics_opt_out: preferences.analytics_opt_out,
  };
}
