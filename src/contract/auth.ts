import { integer, min, object, optional, string, type, type Infer } from 'superstruct';
import { Email, Password, PersonName } from './fields';
import { AccountType } from './users';

/** POST /api/v1/auth/sign_up. `account_type: 'simulated'` is the mobile paper-trading sign-up. */
export const SignUpRequest = object({
  email: Email,
  password: Password,
  name: PersonName,
  account_type: optional(AccountType),
  /** The partner brand's id when signing up there (spec §3). */
  white_label_partner_id: optional(min(integer(), 1)),
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
