// Confirming the sign-in email (server/services/email-verification.ts): the mailed link's token,
// and "Send the link again". Confirming signs nobody in; the signed-in member's copy of who they
// are learns it at once when the address is theirs.
import * as authEndpoints from '@/contract/endpoints/auth';
import { call } from '@/platform/api';
import { currentUser, mergeCurrentUser } from './index';

export async function confirmEmail(token: string) {
  const confirmed = await call(authEndpoints.verifyEmail, { body: { token } });
  const user = currentUser.value;
  if (user?.email === confirmed.email) mergeCurrentUser({ id: user.id, email_verified: true });
  return confirmed;
}

export const resendEmailVerification = () => call(authEndpoints.resendVerification);
