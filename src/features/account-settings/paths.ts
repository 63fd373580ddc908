// Account screens (spec §2 `/users/edit`, mobile "account, change email, change
// password, update preferences, update live account", the rate-app and close-account modals).
// Only /users/edit is a named web route; the rest sit under /app/account.
export const accountSettingsPaths = {
  account: '/app/account',
  editProfile: '/app/users/edit',
  email: '/app/account/email',
  /** The link in the confirmation email: /app/account/email/confirm?token=… */
  confirmEmail: '/app/account/email/confirm',
  password: '/app/account/password',
  preferences: '/app/account/preferences',
  liveAccount: '/app/account/live_account',
} as const;
