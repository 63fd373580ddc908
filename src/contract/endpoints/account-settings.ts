// The account-settings endpoints, one export each, imported as a namespace (`import * as accountSettingsEndpoints from
// '@/contract/endpoints/account-settings'`): a bundle keeps only the endpoints it calls, and their structs.
import type { Struct } from '../structs';
import {
  AccountOverview,
  AppRatingRequest,
  AppRatingResponse,
  CloseAccountRequest,
  EmailChangeRequest,
  EmailChangeResponse,
  EmailConfirmRequest,
  EmailConfirmResponse,
  LiveAccountDetails,
  PasswordChange,
  PasswordChangeResponse,
  PreferencesResponse,
  PreferencesUpdate,
  Profile,
  ProfileUpdate,
} from '../account-settings';
import { endpoint } from '../endpoint';
import { AddressStep, EmploymentDisclosuresStep, PhoneStep } from '../live-accounts';

/** The live account's details one section at a time, each with its step's struct. */
const liveDetail = <B>(section: string, body: Struct<B, unknown>) =>
  endpoint({
    method: 'PUT',
    path: `/account/live_account/${section}`,
    summary: `Change the live account's ${section} (approved accounts only)`,
    tag,
    auth: 'session',
    body,
    response: LiveAccountDetails,
  });

const tag = 'account';

export const overview = endpoint({
  method: 'GET',
  path: '/account',
  summary: 'The account hub: profile, a pending email change, whether a live account is open',
  tag,
  auth: 'session',
  response: AccountOverview,
});
export const profile = endpoint({
  method: 'GET',
  path: '/account/profile',
  summary: 'The name, email and community bio (/app/users/edit)',
  tag,
  auth: 'session',
  response: Profile,
});
export const updateProfile = endpoint({
  method: 'PUT',
  path: '/account/profile',
  summary: 'Edit the name and community bio (spec §2 /users/edit)',
  tag,
  auth: 'session',
  body: ProfileUpdate,
  response: Profile,
});
export const emailChange = endpoint({
  method: 'POST',
  path: '/account/email_change',
  summary: 'Ask to change the sign-in email: a one-time link (24 h) goes to the new address',
  tag,
  auth: 'session',
  body: EmailChangeRequest,
  response: EmailChangeResponse,
  status: 201,
});
export const emailConfirm = endpoint({
  method: 'POST',
  path: '/account/email_change/confirm',
  summary: 'Confirm the change with the emailed token: once, unexpired, address still free',
  tag,
  auth: 'session',
  body: EmailConfirmRequest,
  response: EmailConfirmResponse,
});
export const password = endpoint({
  method: 'PUT',
  path: '/account/password',
  summary: 'Change the password; every other session of the member ends',
  tag,
  auth: 'session',
  body: PasswordChange,
  response: PasswordChangeResponse,
});
export const preferences = endpoint({
  method: 'GET',
  path: '/account/preferences',
  summary: 'Notifications, theme, compare-to-benchmark chart and analytics opt-out',
  tag,
  auth: 'session',
  response: PreferencesResponse,
});
export const updatePreferences = endpoint({
  method: 'PUT',
  path: '/account/preferences',
  summary: 'Change any of the preferences; absent ones stay as they were',
  tag,
  auth: 'session',
  body: PreferencesUpdate,
  response: PreferencesResponse,
});
export const liveAccount = endpoint({
  method: 'GET',
  path: '/account/live_account',
  summary: 'The live account details a member may change after approval',
  tag,
  auth: 'session',
  response: LiveAccountDetails,
});
export const liveAddress = liveDetail('address', AddressStep);
export const livePhone = liveDetail('phone', PhoneStep);
export const liveEmployment = liveDetail('employment', EmploymentDisclosuresStep);
export const close = endpoint({
  method: 'POST',
  path: '/account/close',
  summary: 'Close the account: refused while the live account holds cash or positions',
  tag,
  auth: 'session',
  body: CloseAccountRequest,
  status: 204,
});
export const appRating = endpoint({
  method: 'POST',
  path: '/account/app_rating',
  summary: 'The rate-app modal: 1 to 5 stars and an optional comment',
  tag,
  auth: 'session',
  body: AppRatingRequest,
  response: AppRatingResponse,
  status: 201,
});
