// The auth feature's calls. Every call goes through platform/api with its contract struct.
import type { UserResponse } from '@/contract/users';
import { ApiError, call, fetchSessionState, forgetTokenPair } from '@/platform/api';
import { clearAnalyticsUser } from '@/platform/analytics/sender';
import { dropEarlyAnswers } from '@/platform/network/early-answers';
import { clearPersonalCaches } from '@/platform/offline/caches';
import { requestPersistentStorage } from '@/platform/offline/storage';
import { markSessionKnown, markSignedOut, mergeCurrentUser } from './state';
import * as meEndpoints from '@/contract/endpoints/me';

/**
 * Who is visiting: /util/csrf, then /me when signed in. Any other failure counts as signed out
 * (§7); the visitor can still sign in, and screens that need the user show their offline state.
 * Offline, /util/csrf has no saved answer (src/sw.ts never keeps it), but /me may have one: the
 * person signed in on this device still opens their screens with their saved data.
 */
export async function refreshSession(): Promise<void> {
  try {
    const state = await fetchSessionState().catch((error: unknown) => {
      if (error instanceof ApiError && error.isOffline) return { is_signed_in: true };
      throw error;
    });
    markSessionKnown(state.is_signed_in);
    if (!state.is_signed_in) {
      // No session here any more (logged out elsewhere, expired): whatever this device saved
      // belonged to the one that ended, and must not open offline.
      await clearPersonalCaches();
      return markSignedOut();
    }
    const { user } = await call(meEndpoints.me);
    mergeCurrentUser(user);
    // Fresh user properties for analytics (a lazy chunk, like sign-in analytics below).
    void import('@/platform/analytics/sign-in').then(({ identifyUser }) => identifyUser(user));
  } catch {
    markSessionKnown(false);
    markSignedOut();
  }
}

/** Log-out's endpoint loads when someone logs out, not with the entry chunk of `/` (a budget). */
const authEndpoints = () => import('@/contract/endpoints/auth');

/** Sign-up and log-in both end in a new session for the user they answer with. */
export async function authenticate(request: Promise<UserResponse>): Promise<void> {
  // Sign-in analytics (user properties, milestones) is a chunk of its own, fetched alongside the
  // request: only people signing in need it, and the entry chunk of `/` has a budget.
  const [{ user }, { trackSignIn }] = await Promise.all([
    request,
    import('@/platform/analytics/sign-in'),
  ]);
  await signedIn();
  trackSignIn(user); // spec §4: a sign-in event always, milestone events at 10, 20, 50
  mergeCurrentUser(user);
}

export async function logOut(): Promise<void> {
  await call((await authEndpoints()).logOut);
  forgetTokenPair();
  dropEarlyAnswers();
  await clearPersonalCaches();
  clearAnalyticsUser();
  markSignedOut();
}

/** A new person may be using this browser: drop cached answers; keep offline data from eviction. */
async function signedIn(): Promise<void> {
  // The page's early requests went with the session it opened with (network/early-answers.ts).
  dropEarlyAnswers();
  await clearPersonalCaches();
  void requestPersistentStorage();
}
