// The account screens (spec §2 `/users/edit`, mobile "account, change email, change password,
// update preferences, update live account", the rate-app and close-account modals). Kept out of
// users.ts, which the entry chunk of `/` carries.
import {
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
} from './structs';
import { DisplayName } from './auth';
import { Email, Password } from './fields';
import { AddressStep, EmploymentDisclosuresStep, PhoneStep } from './live-accounts';
import { hasControlCharacters, NO_CONTROL_CHARACTERS } from './personal-fields';

/**
 * Theme names the account may record (spec §3 "Themes"). Restated from src/ui/theme/names.ts,
 * which contract/ may not import; src/features/account-settings/themes.test.ts keeps them equal.
 */
export const ACCOUNT_THEME_NAMES = [
  'ai light',
  'ai dark',
  'light',
  'dark',
  'the-street',
  'custom',
  'partner',
] as const;
const AccountThemeName = enums(ACCOUNT_THEME_NAMES);

/** A short bio: plain text, several lines allowed, no other control characters. */
export const BIO_MAX = 280;
const Bio = refine(size(string(), 0, BIO_MAX), 'Bio', (value) =>
  hasControlCharacters(value.replace(/[\n\r]/g, '')) ? NO_CONTROL_CHARACTERS : true,
);

/** PUT /api/v1/account/profile (`/app/users/edit`): the name and the community bio. */
export const ProfileUpdate = object({
  name: DisplayName,
  bio: optional(nullable(Bio)),
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

export const Profile = type({
  name: string(),
  email: string(),
  bio: nullable(string()),
});
export type Profile = Infer<typeof Profile>;

/** POST /api/v1/account/email_change: the new address and the current password. */
export const EmailChangeRequest = object({
  new_email: Email,
  current_password: size(string(), 1, 1000),
});
export type EmailChangeRequest = Infer<typeof EmailChangeRequest>;

/** The token from the confirmation email's link. */
export const EmailConfirmRequest = object({
  token: refine(size(string(), 1, 200), 'Token', (value) =>
    /^[A-Za-z0-9_-]+$/.test(value) ? true : 'must be the token from the email link',
  ),
});
export type EmailConfirmRequest = Infer<typeof EmailConfirmRequest>;

export const PendingEmail = type({ new_email: string(), expires_at: string() });
export type PendingEmail = Infer<typeof PendingEmail>;

export const EmailChangeResponse = type({ pending_email: PendingEmail });
export type EmailChangeResponse = Infer<typeof EmailChangeResponse>;

export const EmailConfirmResponse = type({ email: string() });
export type EmailConfirmResponse = Infer<typeof EmailConfirmResponse>;

/** PUT /api/v1/account/password: NIST rules of contract/fields.ts for the new one. */
export const PasswordChange = object({
  current_password: size(string(), 1, 1000),
  new_password: Password,
});
export type PasswordChange = Infer<typeof PasswordChange>;

export const PasswordChangeResponse = type({ other_sessions_ended: integer() });
export type PasswordChangeResponse = Infer<typeof PasswordChangeResponse>;

/**
 * The account's preferences (server/db/schema/account.ts user_preferences). Notifications by
 * category and channel: `notify_*` decide the mail, `push_*` the pushes to the member's devices.
 * Account notices (money moved, the application decided) are always mailed, as brokerages send
 * them; their push can be switched off. Product news is mail only.
 */
export const Preferences = type({
  notify_order_fills: boolean(),
  notify_community: boolean(),
  notify_learn: boolean(),
  notify_product_news: boolean(),
  push_order_fills: boolean(),
  push_community: boolean(),
  push_learn: boolean(),
  push_account: boolean(),
  app_color_theme: nullable(string()),
  show_compare_spy_price_history: boolean(),
  analytics_opt_out: boolean(),
});
export type Preferences = Infer<typeof Preferences>;

/** PUT /api/v1/account/preferences: any subset; what is absent stays as it was. */
export const PreferencesUpdate = object({
  notify_order_fills: optional(boolean()),
  notify_community: optional(boolean()),
  notify_learn: optional(boolean()),
  notify_product_news: optional(boolean()),
  push_order_fills: optional(boolean()),
  push_community: optional(boolean()),
  push_learn: optional(boolean()),
  push_account: optional(boolean()),
  app_color_theme: optional(AccountThemeName),
  show_compare_spy_price_history: optional(boolean()),
  analytics_opt_out: optional(boolean()),
});
export type PreferencesUpdate = Infer<typeof PreferencesUpdate>;

export const PreferencesResponse = type({ preferences: Preferences });
export type PreferencesResponse = Infer<typeof PreferencesResponse>;

/** GET /api/v1/account: what the hub shows. */
export const AccountOverview = type({
  profile: Profile,
  pending_email: nullable(PendingEmail),
  has_live_account: boolean(),
});
export type AccountOverview = Infer<typeof AccountOverview>;

/**
 * The live account's details a member may change after approval (spec §2 "update live account"):
 * the address, phone and employment steps of the application, with the same structs.
 */
const LIVE_DETAIL_STATES = ['none', 'applying', 'open'] as const;
export const LiveAccountDetails = type({
  state: enums(LIVE_DETAIL_STATES),
  address: nullable(AddressStep),
  phone: nullable(PhoneStep),
  employment: nullable(EmploymentDisclosuresStep),
});
export type LiveAccountDetails = Infer<typeof LiveAccountDetails>;
export { AddressStep, EmploymentDisclosuresStep, PhoneStep };

/** The typed confirmation of the close-account modal. */
export const CLOSE_CONFIRMATION = 'CLOSE';
export const CloseAccountRequest = object({
  password: size(string(), 1, 1000),
  confirmation: refine(string(), 'Confirmation', (value) =>
    value.trim().toUpperCase() === CLOSE_CONFIRMATION ? true : `must be ${CLOSE_CONFIRMATION}`,
  ),
});
export type CloseAccountRequest = Infer<typeof CloseAccountRequest>;

/** The rate-app modal: 1 to 5 stars and an optional comment. */
export const RATING_COMMENT_MAX = 1000;
export const AppRatingRequest = object({
  stars: refine(integer(), 'Stars', (value) =>
    value >= 1 && value <= 5 ? true : 'must be from 1 to 5',
  ),
  comment: optional(
    nullable(
      refine(size(string(), 0, RATING_COMMENT_MAX), 'Comment', (value) =>
        hasControlCharacters(value.replace(/[\n\r\t]/g, '')) ? NO_CONTROL_CHARACTERS : true,
      ),
    ),
  ),
});
export type AppRatingRequest = Infer<typeof AppRatingRequest>;

export const AppRatingResponse = type({ id: string(), stars: integer() });
export type AppRatingResponse = Infer<typeof AppRatingResponse>;
