import { integer, max, min, object, optional, refine, string, type, type Infer } from './structs';
import { Email, Password, PersonName, TokenPart } from './fields';
import { hasUnsafeNameCharacters, NO_INVISIBLE_CHARACTERS } from './unsafe-characters';
import { AccountType } from './users';

/**
 * The name other members see beside a person's posts and profile (sign-up and the profile edit):
 * PersonName without the characters that disguise text (contract/unsafe-characters.ts), refused
 * with a 400 naming the field rather than silently dropped, so what the person typed is what
 * is shown.
 */
export const DisplayName = refine(PersonName, 'DisplayName', (value) =>
  hasUnsafeNameCharacters(value) ? NO_INVISIBLE_CHARACTERS : true,
);

/** POST /api/v1/auth/sign_up. `account_type: 'simulated'` is the mobile paper-trading sign-up. */
export const SignUpRequest = object({
  email: Email,
  password: Password,
  name: DisplayName,
  account_type: optional(AccountType),
  /** The partner brand's id when signing up there (spec §3); a PostgreSQL integer. */
  white_label_partner_id: optional(max(min(integer(), 1), 2_147_483_647)),
});
export type SignUpRequest = Infer<typeof SignUpRequest>;

/** POST /api/v1/auth/login. Length rules are not re-checked here: a wrong password is just wrong. */
export const LoginRequest = object({
  email: Email,
  password: string(),
});
export type LoginRequest = Infer<typeof LoginRequest>;

/** POST /api/v1/auth/login_tokens: a one-time pair for the store wrappers and e-mailed links. */
export const LoginTokenResponse = type({
  auth_id: string(),
  token: string(),
  expires_at: string(),
});
export type LoginTokenResponse = Infer<typeof LoginTokenResponse>;

/** POST /api/v1/auth/password_reset: "Forgot password?". */
export const PasswordResetRequest = object({ email: Email });
export type PasswordResetRequest = Infer<typeof PasswordResetRequest>;

/** The same answer whether or not an account uses the address (no account enumeration). */
export const PasswordResetRequested = type({ message: string() });
export type PasswordResetRequested = Infer<typeof PasswordResetRequested>;

/** POST /api/v1/auth/password_reset/confirm: the link's token and the new password. */
export const PasswordResetConfirm = object({ token: TokenPart, password: Password });
export type PasswordResetConfirm = Infer<typeof PasswordResetConfirm>;

export const PasswordResetDone = type({ sessions_ended: integer() });
export type PasswordResetDone = Infer<typeof PasswordResetDone>;

/** POST /api/v1/auth/email_verification/confirm: the token of the link mailed at sign-up. */
export const EmailVerifyRequest = object({ token: TokenPart });
export type EmailVerifyRequest = Infer<typeof EmailVerifyRequest>;

/** The address now confirmed. */
export const EmailVerified = type({ email: string() });
export type EmailVerified = Infer<typeof EmailVerified>;

/** POST /api/v1/auth/email_verification: where the link went (at most once a minute). */
export const VerificationSent = type({ sent_to: string() });
export type VerificationSent = Infer<typeof VerificationSent>;
