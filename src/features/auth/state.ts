// Current user (spec §3): the id plus whatever the fetch returns, merged in. Read-only computeds
// and named actions are exported; the writable signals stay here (CONVENTIONS).
import { computed, signal } from '@preact/signals-react';
import type { User } from '@/contract/users';
import { noteSessionHint } from '@/platform/network/early-answers';

type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

const userSignal = signal<User | null>(null);
const statusSignal = signal<AuthStatus>('unknown');

export const currentUser = computed(() => userSignal.value);
export const authStatus = computed(() => statusSignal.value);

export function mergeCurrentUser(update: Partial<User> & Pick<User, 'id'>): void {
  const previous = userSignal.value;
  userSignal.value = (
    previous && previous.id === update.id ? { ...previous, ...update } : update
  ) as User;
  statusSignal.value = 'signed-in';
  noteSessionHint(true);
}

let sessionKnown: (open: boolean) => void = () => undefined;

/**
 * Whether the page opened with a session, known from /util/csrf before /me has answered: screens
 * members land on ask for their data beside /me (routes.tsx preloadAppScreen), not after it.
 * Settled once per page load; a later sign-in or log-out changes authStatus, not this.
 */
export const sessionOpenAtStart = new Promise<boolean>((resolve) => (sessionKnown = resolve));

export function markSessionKnown(open: boolean): void {
  sessionKnown(open);
  noteSessionHint(open);
}

export function markSignedOut(): void {
  userSignal.value = null;
  statusSignal.value = 'signed-out';
  noteSessionHint(false);
}
