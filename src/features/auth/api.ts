// The auth feature's calls. Every call goes through platform/api with its contract struct.
import { type LoginRequest, type SignUpRequest } from '@/contract/auth';
import { UserResponse } from '@/contract/users';
import { api, fetchSessionState, forgetTokenPair } from '@/platform/api';
import { clearAnalyticsUser } from '@/platform/analytics/sender';
import { clearPersonalCaches } from '@/platform/offline/caches';
import { requestPersistentStorage } from '@/platform/offline/storage';
import { markSignedOut, mergeCurrentUser } from './state';

/**
 * Who is visiting: /util/csrf, then /me when signed in. Any failure counts as signed out (§7);
 * the visitor can still sign in, and screens that need the user show their offline state.
 */
export async function refreshSession(): Promise<void> {
  try {
    const state = await fetchSessionState();
    if (!state.is_signed_in) return markSignedOut();
    const { user } = await api({ path: '/me', response: UserResponse });
    mergeCurrentUser(user);
    // Fresh user properties for analytics (a lazy chunk, like sign-in analytics below).
    void import('@/platform/analytics/sign-in').then(({ identifyUser }) => identifyUser(user));
  } catch {
    markSignedOut();
  }
}

export const signUp = (input: SignUpRequest) => authenticate('/auth/sign_up', input);

export const logIn = (input: LoginRequest) => authenticate('/auth/login', input);

/** Sign-up and log-in both end in a new session for the user they answer with. */
async function authenticate(path: string, body: SignUpRequest | LoginRequest): Promise<void> {
  // Sign-in analytics (user properties, milestones) is a chunk of its own, fetched alongside the
  // request: only people signing in need it, and the entry chunk has a budget (issue 2/10).
  const [{ user }, { trackSignIn }] = await Promise.all([
    api({ method: 'POST', path, body, response: UserResponse }),
    import('@/platform/analytics/sign-in'),
  ]);
  await signedIn();
  trackSignIn(user); // spec §4: a sign-in event always, milestone events at 10, 20, 50
  mergeCurrentUser(user);
}

export async function logOut(): Promise<void> {
  await api({ method: 'POST', path: '/auth/logout' });
  forgetTokenPair();
  await clearPersonalCaches();
  clearAnalyticsUser();
  markSignedOut();
}

/** A new person may be using this browser: drop cached answers; keep offline data from eviction. */
async function signedIn(): Promise<void> {
  await clearPersonalCaches();
  void requestPersistentStorage();
}
