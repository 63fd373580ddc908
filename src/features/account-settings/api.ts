// The account screens' calls (server/routes/account-settings.ts). Every answer is checked with its
// contract struct (platform/api). The queries name what they read, for the app's query cache
// (platform/queries); a change that succeeds marks what it made stale.
import {
  type AccountOverview,
  type AddressStep,
  type AppRatingRequest,
  type CloseAccountRequest,
  type EmailChangeRequest,
  type EmploymentDisclosuresStep,
  type LiveAccountDetails,
  type PasswordChange,
  type PhoneStep,
  type PreferencesResponse,
  type PreferencesUpdate,
  type Profile,
  type ProfileUpdate,
} from '@/contract/account-settings';
import * as endpoints from '@/contract/endpoints/account-settings';
import { call } from '@/platform/api';
import { afterChange, type ApiQuery } from '@/platform/queries';

export const overviewQuery: ApiQuery<AccountOverview> = {
  reads: [endpoints.overview],
  load: () => call(endpoints.overview),
};

export const profileQuery: ApiQuery<Profile> = {
  reads: [endpoints.profile],
  load: () => call(endpoints.profile),
};

export const saveProfile = (body: ProfileUpdate) =>
  afterChange('settings', call(endpoints.updateProfile, { body }), profileQuery);

export const requestEmailChange = (body: EmailChangeRequest) =>
  afterChange('settings', call(endpoints.emailChange, { body }));

export const confirmEmailChange = (token: string) =>
  afterChange('settings', call(endpoints.emailConfirm, { body: { token } }));

export const changePassword = (body: PasswordChange) => call(endpoints.password, { body });

export const preferencesQuery: ApiQuery<PreferencesResponse> = {
  reads: [endpoints.preferences],
  load: () => call(endpoints.preferences),
};

export const savePreferences = (body: PreferencesUpdate) =>
  afterChange('settings', call(endpoints.updatePreferences, { body }), preferencesQuery);

export const liveDetailsQuery: ApiQuery<LiveAccountDetails> = {
  reads: [endpoints.liveAccount],
  load: () => call(endpoints.liveAccount),
};

/** A section of the live account's details and its step's body: each is its own endpoint. */
type LiveDetail =
  | [section: 'address', body: AddressStep]
  | [section: 'phone', body: PhoneStep]
  | [section: 'employment', body: EmploymentDisclosuresStep];

/**
 * The details are the approved application's answers, so the change is the application's: it
 * marks this screen's details stale with the application's progress and status.
 */
export function saveLiveDetail(...detail: LiveDetail): Promise<LiveAccountDetails> {
  return afterChange('application', sendLiveDetail(...detail), liveDetailsQuery);
}

function sendLiveDetail(...[section, body]: LiveDetail): Promise<LiveAccountDetails> {
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
