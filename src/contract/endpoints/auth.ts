// The auth endpoints, one export each, imported as a namespace (`import * as authEndpoints from
// '@/contract/endpoints/auth'`): a bundle keeps only the endpoints it calls, and their structs.
import {
  EmailVerified,
  EmailVerifyRequest,
  LoginRequest,
  LoginTokenResponse,
  PasswordResetConfirm,
  PasswordResetDone,
  PasswordResetRequest,
  PasswordResetRequested,
  SignUpRequest,
  VerificationSent,
} from '../auth';
import { endpoint } from '../endpoint';
import { UserResponse } from '../users';

const tag = 'auth';

export const signUp = endpoint({
  method: 'POST',
  path: '/auth/sign_up',
  summary: 'Create an account (with its paper account) and sign in',
  tag,
  auth: 'none',
  body: SignUpRequest,
  response: UserResponse,
  status: 201,
});
export const logIn = endpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Log in with email and password; a new session token every time',
  tag,
  auth: 'none',
  body: LoginRequest,
  response: UserResponse,
});
export const logOut = endpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: "End the current session; the member's unused sign-in pairs stop working",
  tag,
  auth: 'session',
  status: 204,
});
export const loginToken = endpoint({
  method: 'POST',
  path: '/auth/login_tokens',
  summary: 'Issue a one-time sign-in pair (15 minutes, single use) for a store wrapper or link',
  tag,
  auth: 'session',
  response: LoginTokenResponse,
  status: 201,
});
/** The same answer for every address; the mail goes only to an account's owner. */
export const passwordReset = endpoint({
  method: 'POST',
  path: '/auth/password_reset',
  summary: 'Forgot password: mail a one-time link (30 minutes) if an account uses the address',
  tag,
  auth: 'none',
  body: PasswordResetRequest,
  response: PasswordResetRequested,
});
export const passwordResetConfirm = endpoint({
  method: 'POST',
  path: '/auth/password_reset/confirm',
  summary: "Set a new password with a reset link's token; every session of the account ends",
  tag,
  auth: 'none',
  body: PasswordResetConfirm,
  response: PasswordResetDone,
});
/** Opens on any device: it confirms the address and signs nobody in. */
export const verifyEmail = endpoint({
  method: 'POST',
  path: '/auth/email_verification/confirm',
  summary: "Confirm the sign-in email with the link's token (once, within three days)",
  tag,
  auth: 'none',
  body: EmailVerifyRequest,
  response: EmailVerified,
});
export const resendVerification = endpoint({
  method: 'POST',
  path: '/auth/email_verification',
  summary: 'Mail the confirmation link again (at most once a minute)',
  tag,
  auth: 'session',
  response: VerificationSent,
});
