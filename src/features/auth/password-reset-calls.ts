// "Forgot password?" (server/services/password-reset.ts): ask for a link, then set a new
// password with the link's token. Neither signs in: the new password does, on the log-in screen.
import type { PasswordResetConfirm, PasswordResetRequest } from '@/contract/auth';
import * as authEndpoints from '@/contract/endpoints/auth';
import * as sandboxMailEndpoints from '@/contract/endpoints/sandbox-mail';
import { call } from '@/platform/api';

export const requestPasswordReset = (body: PasswordResetRequest) =>
  call(authEndpoints.passwordReset, { body });

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  call(authEndpoints.passwordResetConfirm, { body });

/** Whether this server keeps mail in a sandbox mailbox this machine can read. */
export const sandboxMailboxHere = () =>
  call(sandboxMailEndpoints.list).then(
    () => true,
    () => false,
  );
