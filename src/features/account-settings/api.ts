// The account screens' calls (server/routes/account-settings.ts). Every answer is checked with its
// contract struct (platform/api).
import {
  type AddressStep,
  type AppRatingRequest,
  type CloseAccountRequest,
  type EmailChangeRequest,
  type EmploymentDisclosuresStep,
  type LiveAccountDetails,
  type PasswordChange,
  type PhoneStep,
  type PreferencesUpdate,
  type ProfileUpdate,
} from '@/contract/account-settings';
import * as endpoints from '@/contract/endpoints/account-settings';
import { call } from '@/platform/api';

export const loadOverview = () => call(endpoints.overview);

export const loadProfile = () => call(endpoints.profile);

export const saveProfile = (body: ProfileUpdate) => call(endpoints.updateProfile, { body });

export const requestEmailChange = (body: EmailChangeRequest) =>
  call(endpoints.emailChange, { body });

export const confirmEmailChange = (token: string) =>
  call(endpoints.emailConfirm, { body: { token } });

export const changePassword = (body: PasswordChange) => call(endpoints.password, { body });

export const loadPreferences = () => call(endpoints.preferences);

export const savePreferences = (body: PreferencesUpdate) =>
  call(endpoints.updatePreferences, { body });

export const loadLiveDetails = () => call(endpoints.liveAccount);

/** A section of the live account's details and its step's body: each is its own endpoint. */
type LiveDetail =
  | [section: 'address', body: AddressStep]
  | [section: 'phone', body: PhoneStep]
  | [section: 'employment', body: EmploymentDisclosuresStep];

export function saveLiveDetail(...[section, body]: LiveDetail): Promise<LiveAccountDetails> {
  switch (section) {
    case 'address':
      return call(endpoints.liveAddress, { body });
    case 'phone':
      return call(endpoints.livePhone, { body });
    case 'employment':
      return call(endpoints.liveEmployment, { body });
  }
}

export const closeAccount = (body: CloseAccountRequest) => call(endpoints.close, { body });

export const rateApp = (body: AppRatingRequest) => call(endpoints.appRating, { body });
