// The live-account application: one struct per step in spec §4's order,
// the review states, the progress and status answers, and the document upload. The personal-detail
// field validators are in personal-fields.ts.
export { taxIdDigits } from './personal-fields';
import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
  type,
  type Infer,
  type Struct,
} from './structs';
import { type Endpoint, endpoint } from './endpoint';
import { Email, PersonName } from './fields';
import {
  Accepted,
  DateOfBirth,
  optionalText,
  Phone,
  PostalCode,
  requiredWhen,
  singleLine,
  TaxId,
  text,
  UsState,
} from './personal-fields';
import { InvestingExperienceId } from './users';

/** Spec §4: the application's steps in order (submission confirmation is POST …/submit). */
export const APPLICATION_STEPS = [
  'name',
  'address',
  'phone',
  'date_of_birth',
  'identity',
  'disclosures',
  'employment_disclosures',
  'agreements',
  'investor_profile',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
/** What comes after the last data step (spec §4): the confirmation, then almost-there. */
const NEXT_STEPS = [...APPLICATION_STEPS, 'confirmation', 'almost_there'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** `not_started`/`in_progress` before submission; the review queue's states after it. */
const APPLICATION_STATUSES = [
  'not_started',
  'in_progress',
  'submitted',
  'in_review',
  'action_required',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * The states a review moves to: the identity provider's decision (server/services/live-accounts/
 * identity-provider.ts) or the operator's command (`npm run ops -- review`).
 */
export const REVIEW_DECISIONS = ['in_review', 'action_required', 'approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * What an application in action_required waits for, carried as data so the status page offers
 * the one action the review asked for: the address entered again (/app/resubmit-address), or a
 * document uploaded (/app/upload-required-documents).
 */
export const REQUIRED_ACTIONS = ['resubmit_address', 'upload_documents'] as const;
export type RequiredAction = (typeof REQUIRED_ACTIONS)[number];

/** Spec §3: even user ids get document verification, odd ids manual upload. */
export const DOCUMENT_FLOWS = ['document_verification', 'manual_upload'] as const;
export type DocumentFlow = (typeof DOCUMENT_FLOWS)[number];

// ---- Steps (spec §4) -----------------------------------------------------------------------

/** A person's name in the application: PersonName, on one line (no control characters). */
const ApplicantName = singleLine(PersonName, 'PersonName');

export const NameStep = object({
  first_name: ApplicantName,
  middle_name: optionalText(100),
  last_name: ApplicantName,
});
export type NameStep = Infer<typeof NameStep>;

export const AddressStep = object({
  street: text('Street', 1, 200),
  unit: optionalText(50),
  city: text('City', 1, 100),
  state: UsState,
  postal_code: PostalCode,
});
export type AddressStep = Infer<typeof AddressStep>;

export const PhoneStep = object({ phone: Phone });
export type PhoneStep = Infer<typeof PhoneStep>;

const DateOfBirthStep = object({ date_of_birth: DateOfBirth });
type DateOfBirthStep = Infer<typeof DateOfBirthStep>;

/** Identity and citizenship: a sensitive area of spec §1. */
export const CITIZENSHIPS = ['us_citizen', 'permanent_resident', 'visa_holder'] as const;
export const IdentityStep = requiredWhen(
  object({
    tax_id: TaxId,
    citizenship: enums(CITIZENSHIPS),
    /** Required for a visa holder (immigration documents, §1). */
    visa_type: optionalText(40),
  }),
  'visa_type',
  (value) => value.citizenship === 'visa_holder',
);
export type IdentityStep = Infer<typeof IdentityStep>;

/** Political exposure and firm affiliation: sensitive areas of spec §1. */
export const DisclosuresStep = requiredWhen(
  requiredWhen(
    requiredWhen(
      object({
        politically_exposed: boolean(),
        political_organization: optionalText(200),
        control_person: boolean(),
        control_company_symbols: optionalText(200),
        firm_affiliated: boolean(),
        firm_name: optionalText(200),
      }),
      'political_organization',
      (value) => value.politically_exposed,
    ),
    'control_company_symbols',
    (value) => value.control_person,
  ),
  'firm_name',
  (value) => value.firm_affiliated,
);
export type DisclosuresStep = Infer<typeof DisclosuresStep>;

export const EMPLOYMENT_STATUSES = [
  'employed',
  'self_employed',
  'unemployed',
  'retired',
  'student',
] as const;
const works = (value: { employment_status: string }) =>
  value.employment_status === 'employed' || value.employment_status === 'self_employed';
export const EmploymentDisclosuresStep = requiredWhen(
  requiredWhen(
    object({
      employment_status: enums(EMPLOYMENT_STATUSES),
      employer: optionalText(200),
      occupation: optionalText(200),
    }),
    'employer',
    works,
  ),
  'occupation',
  works,
);
export type EmploymentDisclosuresStep = Infer<typeof EmploymentDisclosuresStep>;

const AgreementsStep = object({
  customer_agreement: Accepted,
  /** The broker-dealer terms at /app/terms (spec §2). */
  broker_dealer_terms: Accepted,
  e_delivery_consent: Accepted,
});
type AgreementsStep = Infer<typeof AgreementsStep>;

/** Income and investible-asset ranges: sensitive areas of spec §1. */
export const INCOME_RANGES = [
  'under_25k',
  '25k_50k',
  '50k_100k',
  '100k_200k',
  '200k_500k',
  'over_500k',
] as const;
export const INVESTIBLE_ASSET_RANGES = [
  'under_25k',
  '25k_100k',
  '100k_500k',
  '500k_1m',
  'over_1m',
] as const;
// Two decimals within a rounding error: 4.35 * 100 is 434.99999999999994 in floating point, and
// an exact comparison refused 4.35, 1.15 or 0.07 (found by the bad-input sweep).
const ExpectedReturn = refine(number(), 'ExpectedReturn', (value) =>
  Number.isFinite(value) &&
  value >= 0 &&
  value <= 100 &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6
    ? true
    : 'must be a percentage from 0 to 100 with at most 2 decimals',
);
const InvestorProfileStep = object({
  annual_income: enums(INCOME_RANGES),
  investible_assets: enums(INVESTIBLE_ASSET_RANGES),
  investing_experience: InvestingExperienceId,
  default_expected_return: ExpectedReturn,
});
type InvestorProfileStep = Infer<typeof InvestorProfileStep>;

/** PUT /api/v1/live_accounts/<step> takes this step's struct. */
export const STEP_STRUCTS: { [K in ApplicationStep]: Struct<StepValues[K], unknown> } = {
  name: NameStep,
  address: AddressStep,
  phone: PhoneStep,
  date_of_birth: DateOfBirthStep,
  identity: IdentityStep,
  disclosures: DisclosuresStep,
  employment_disclosures: EmploymentDisclosuresStep,
  agreements: AgreementsStep,
  investor_profile: InvestorProfileStep,
};
export interface StepValues {
  name: NameStep;
  address: AddressStep;
  phone: PhoneStep;
  date_of_birth: DateOfBirthStep;
  identity: IdentityStep;
  disclosures: DisclosuresStep;
  employment_disclosures: EmploymentDisclosuresStep;
  agreements: AgreementsStep;
  investor_profile: InvestorProfileStep;
}

/** POST /api/v1/live_accounts/submit: the submission confirmation (spec §4). */
export const SubmitRequest = object({ confirm: Accepted });
export type SubmitRequest = Infer<typeof SubmitRequest>;

/** PUT /api/v1/live_accounts/resubmit_address (/app/resubmit-address, when action is required). */
export const ResubmitAddressRequest = AddressStep;

/** PUT /api/v1/live_accounts/trusted_contact (/app/trusted-contact): optional, email or phone. */
export const TrustedContactRequest = refine(
  object({
    first_name: ApplicantName,
    last_name: ApplicantName,
    email: optional(Email),
    phone: optional(Phone),
  }),
  'TrustedContactReachable',
  (value) =>
    value.email || value.phone
      ? true
      : { path: ['email'], value: undefined, message: 'is required (or a phone)' },
);
export type TrustedContactRequest = Infer<typeof TrustedContactRequest>;

// ---- Answers -------------------------------------------------------------------------------

/** Saved answers as returned: the identity number masked to its last four. */
export const SavedIdentity = type({
  tax_id_masked: string(),
  citizenship: enums(CITIZENSHIPS),
  visa_type: optional(string()),
});
export type SavedIdentity = Infer<typeof SavedIdentity>;

const StepProgress = type({ step: enums(APPLICATION_STEPS), done: boolean() });

export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_KINDS = ['identity', 'proof_of_address', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const UploadedDocument = type({
  id: string(),
  kind: enums(DOCUMENT_KINDS),
  content_type: enums(DOCUMENT_TYPES),
  size_bytes: number(),
  uploaded_at: string(),
});
export type UploadedDocument = Infer<typeof UploadedDocument>;

/** POST /api/v1/live_accounts/documents?kind=…; the body is the file's bytes. */
export const DocumentUploadQuery = object({ kind: optional(enums(DOCUMENT_KINDS)) });
export type DocumentUploadQuery = Infer<typeof DocumentUploadQuery>;
export const DocumentUploadResponse = type({ document: UploadedDocument });
export type DocumentUploadResponse = Infer<typeof DocumentUploadResponse>;

const TrustedContact = type({
  first_name: string(),
  last_name: string(),
  email: optional(string()),
  phone: optional(string()),
});

/** GET /api/v1/live_accounts: where the application stands, to resume from /app/onboard. */
export const ApplicationProgress = type({
  status: enums(APPLICATION_STATUSES),
  document_flow: enums(DOCUMENT_FLOWS),
  steps: array(StepProgress),
  /** The first step not yet saved; 'confirmation' when all are; 'almost_there' once submitted. */
  next_step: enums(NEXT_STEPS),
  values: type({
    name: optional(NameStep),
    address: optional(AddressStep),
    phone: optional(PhoneStep),
    date_of_birth: optional(DateOfBirthStep),
    identity: optional(SavedIdentity),
    disclosures: optional(type({})),
    employment_disclosures: optional(type({})),
    agreements: optional(type({})),
    investor_profile: optional(type({})),
  }),
  trusted_contact: nullable(TrustedContact),
  documents: array(UploadedDocument),
});
export type ApplicationProgress = Infer<typeof ApplicationProgress>;

/** GET /api/v1/live_accounts/status (/app/live-account-submission-status). */
export const ApplicationStatusResponse = type({
  status: enums(APPLICATION_STATUSES),
  document_flow: enums(DOCUMENT_FLOWS),
  /** The review's reason, shown when action is required or the application was rejected. */
  reason: nullable(string()),
  /** Set only in action_required: what the applicant does next. */
  required_action: nullable(enums(REQUIRED_ACTIONS)),
  submitted_at: nullable(string()),
  reviewed_at: nullable(string()),
  /** The live brokerage account's status, 'open' once approved; null before one exists. */
  live_account_status: nullable(string()),
  document_count: number(),
});
export type ApplicationStatusResponse = Infer<typeof ApplicationStatusResponse>;

const tag = 'live_accounts';

/** PUT /live_accounts/steps/<step>: one endpoint per step of spec §4, each with its struct. */
export type StepEndpoint<S extends ApplicationStep> = Endpoint<
  undefined,
  undefined,
  StepValues[S],
  ApplicationProgress
>;

export function stepEndpoint<S extends ApplicationStep>(step: S): StepEndpoint<S> {
  return endpoint({
    method: 'PUT',
    path: `/live_accounts/steps/${step}`,
    summary: `Save the ${step.replace(/_/g, ' ')} step of the live-account application`,
    tag,
    auth: 'session',
    body: STEP_STRUCTS[step],
    response: ApplicationProgress,
  });
}
