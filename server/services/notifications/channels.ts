// Which of the member's switches decide a notification's channels (src/contract/account-settings.ts
// Preferences), read by the delivery job when it delivers (DESIGN.md "Notifications": preferences
// are checked at delivery, so a switch turned off stops what has not gone yet). The centre lists
// every notification whatever they say: it is the record of what happened.
import type { Preferences } from '@/contract/account-settings';

type Category = 'orders' | 'community' | 'learn' | 'account';

function categoryOf(kind: string): Category {
  if (kind.startsWith('order_')) return 'orders';
  if (kind === 'followed' || kind === 'replied' || kind === 'mentioned') return 'community';
  if (kind === 'lessons_available') return 'learn';
  // An application decided (the live account's, or a contributor's: contributor_decided), money
  // moved; and a kind this build does not know, which a newer instance raised: told like an
  // account notice rather than dropped.
  return 'account';
}

/** Account notices are mailed whatever the switches say, as brokerages send them. */
export function mailAllowed(kind: string, preferences: Preferences): boolean {
  switch (categoryOf(kind)) {
    case 'orders':
      return preferences.notify_order_fills;
    case 'community':
      return preferences.notify_community;
    case 'learn':
      return preferences.notify_learn;
    case 'account':
      return true;
  }
}

export function pushAllowed(kind: string, preferences: Preferences): boolean {
  switch (categoryOf(kind)) {
    case 'orders':
      return preferences.push_order_fills;
    case 'community':
      return preferences.push_community;
    case 'learn':
      return preferences.push_learn;
    case 'account':
      return preferences.push_account;
  }
}

/** The mail's last line: why the member gets it, and so where to stop it. */
export function mailFootnote(kind: string): string {
  switch (categoryOf(kind)) {
    case 'orders':
      return 'You get this mail because order notices are on in your settings.';
    case 'community':
      return 'You get this mail because community notices are on in your settings.';
    case 'learn':
      return 'You get this mail because learn-and-earn notices are on in your settings.';
    case 'account':
      return 'You get this mail because it is about your own account.';
  }
}
