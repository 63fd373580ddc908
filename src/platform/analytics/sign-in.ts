// Sign-in analytics (spec §4): a sign-in event always; an extra event when sign_in_count is
// exactly 10, 20 or 50 (§9 milestones); "at least" events when it is 20 or more and 50 or more.
import { eventSender, withEventSender, type EventSender } from './sender';
export { clearAnalyticsUser } from './sender';
import {
  buildUserProperties,
  type AnalyticsUser,
  type AnalyticsUserSettings,
} from './user-properties';

/** §9 sign-in milestones. */
const SIGN_IN_MILESTONES = [10, 20, 50] as const;
const SIGN_IN_AT_LEAST = [20, 50] as const;

const SIGN_IN_EVENT = 'Sign In';

export function signInEventTypes(signInCount: number): string[] {
  const types = [SIGN_IN_EVENT];
  for (const milestone of SIGN_IN_MILESTONES) {
    if (signInCount === milestone) types.push(`Sign In ${milestone}`);
  }
  for (const threshold of SIGN_IN_AT_LEAST) {
    if (signInCount >= threshold) types.push(`Sign In At Least ${threshold}`);
  }
  return types;
}

/**
 * A visit that starts signed in (a restored session or a token pair): names the user and refreshes
 * their user properties (§3), so a flag an operator changed since (is_nvstr_employee, §6) or a new
 * experiment group reaches analytics without waiting for the next sign-in. No sign-in events.
 */
export function identifyUser(user: AnalyticsUser, settings: AnalyticsUserSettings = {}): void {
  withEventSender((sender) => nameUser(sender, user, settings));
}

function nameUser(sender: EventSender, user: AnalyticsUser, settings: AnalyticsUserSettings) {
  // §5 "Opt-out blocks analytics": the account's stored choice (GET /me) applies before anything
  // else is sent, on every device the member signs in on.
  if (typeof user.analytics_opt_out === 'boolean') void sender.setOptOut?.(user.analytics_opt_out);
  void sender.setUserId(user.analytics_id ?? String(user.id));
  const fromUser =
    user.app_color_theme === undefined ? {} : { app_color_theme: user.app_color_theme };
  void sender.identify(buildUserProperties(user, { ...fromUser, ...settings }));
}

/** The preferences screen's switch: applied at once on this device (§5). */
export function setAnalyticsOptOut(optOut: boolean): void {
  withEventSender((sender) => void sender.setOptOut?.(optOut));
}

/**
 * After a sign-in: names the user (their analytics id where they have one), sets their user
 * properties (§3) and logs the sign-in events.
 */
export function trackSignIn(
  user: AnalyticsUser & { sign_in_count: number },
  settings: AnalyticsUserSettings = {},
): void {
  const sender = eventSender();
  if (!sender) return;
  nameUser(sender, user, settings);
  for (const eventType of signInEventTypes(user.sign_in_count)) {
    void sender.logEvent(eventType, { sign_in_count: user.sign_in_count });
  }
}
