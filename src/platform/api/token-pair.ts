// Token sign-in (spec §2, §5): `auth_id` and `token` on any URL are read once, kept in
// sessionStorage for the session, and appended to every later API call. Both are required.
export const TOKEN_PAIR_STORAGE_KEY = 'stockroom.auth-pair';

export interface TokenPair {
  auth_id: string;
  token: string;
}

/** Called once at boot, before the first API call. Removes the pair from the visible URL. */
export function captureTokenPair(): void {
  const url = new URL(window.location.href);
  const authId = url.searchParams.get('auth_id');
  const token = url.searchParams.get('token');
  if (!authId || !token) return;
  try {
    sessionStorage.setItem(TOKEN_PAIR_STORAGE_KEY, JSON.stringify({ auth_id: authId, token }));
  } catch {
    // Storage can be unavailable (private mode); the pair then lives for this page only.
    memoryPair = { auth_id: authId, token };
  }
  url.searchParams.delete('auth_id');
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

let memoryPair: TokenPair | null = null;

export function storedTokenPair(): TokenPair | null {
  try {
    const raw = sessionStorage.getItem(TOKEN_PAIR_STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<TokenPair>;
      if (typeof parsed.auth_id === 'string' && typeof parsed.token === 'string') {
        return { auth_id: parsed.auth_id, token: parsed.token };
      }
    }
  } catch {
    // fall through to the in-memory copy
  }
  return memoryPair;
}

export function forgetTokenPair(): void {
  memoryPair = null;
  try {
    sessionStorage.removeItem(TOKEN_PAIR_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
