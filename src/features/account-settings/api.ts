// The account screens' calls (server/routes/account-settings.ts). Every answer is checked with its
// contract struct (platform/api).
import {
  AccountOverview,
  AppRatingResponse,
  EmailChangeResponse,
  EmailConfirmResponse,
  LiveAccountDetails,
  PasswordChangeResponse,
  PreferencesResponse,
  Profile,
  type AddressStep,
  type AppRatingRequest,
  type CloseAccountRequest,
  type EmailChangeRequest,
  type EmploymentDisclosuresStep,
  type PasswordChange,
  type PhoneStep,
  type PreferencesUpdate,
  type ProfileUpdate,
} from '@/contract/account-settings';
import { api } from '@/platform/api';

export const loadOverview = () => api({ path: '/account', response: AccountOverview });

export const loadProfile = () => api({ path: '/account/profile', response: Profile });

export const saveProfile = (body: ProfileUpdate) =>
  api({ method: 'PUT', path: '/account/profile', body, response: Profile });

export const requestEmailChange = (body: EmailChangeRequest) =>
  api({ method: 'POST', path: '/account/email_change', body, response: EmailChangeResponse });

export const confirmEmailChange = (token: string) =>
  api({
    method: 'POST',
    path: '/account/email_change/confirm',
    body: { token },
    response: EmailConfirmResponse,
  });

export const changePassword = (body: PasswordChange) =>
  api({ method: 'PUT', path: '/account/password', body, response: PasswordChangeResponse });

export const loadPreferences = () =>
  api({ path: '/account/preferences', response: PreferencesResponse });

export const savePreferences = (body: PreferencesUpdate) =>
  api({ method: 'PUT', path: '/account/preferences', body, response: PreferencesResponse });

export const loadLiveDetails = () =>
  api({ path: '/account/live_account', response: LiveAccountDetails });

type Sections = { address: AddressStep; phone: PhoneStep; employment: EmploymentDisclosuresStep };
export const saveLiveDetail = <S extends keyof Sections>(section: S, body: Sections[S]) =>
  api({
    method: 'PUT',
    path: `/account/live_account/${section}`,
    body,
    response: LiveAccountDetails,
  });

export const closeAccount = (body: CloseAccountRequest) =>
  api({ method: 'POST', path: '/account/close', body });

export const rateApp = (body: AppRatingRequest) =>
  api({ method: 'POST', path: '/account/app_rating', body, response: AppRatingResponse });
