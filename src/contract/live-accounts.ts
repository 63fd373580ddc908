// The live-account application (issue 5/10 items 5 to 7): one struct per step in spec §4's order,
// the review states, the progress and status answers, and the document upload. Pure validators:
// contract/ may not import src/ui (eslint), so the date and phone rules of spec §5 that
// src/ui/forms/dates.ts and masks.ts implement for the form controls are restated here.
import {
  array,
  boolean,
  define,
  enums,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';
import { Email, PersonName } from './fields';
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
export const NEXT_STEPS = [...APPLICATION_STEPS, 'confirmation', 'almost_there'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** `not_started`/`in_progress` before submission; the review queue's states after it. */
export const APPLICATION_STATUSES = [
  'not_started',
  'in_progress',
  'submitted',
  'in_review',
  'action_required',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The states only the operator's review command (`npm run ops -- review`) moves to. */
export const REVIEW_DECISIONS = ['in_review', 'action_required', 'approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Spec §3: even user ids get document verification, odd ids manual upload. */
export const DOCUMENT_FLOWS = ['document_verification', 'manual_upload'] as const;
export type DocumentFlow = (typeof DOCUMENT_FLOWS)[number];

// ---- Field validators ----------------------------------------------------------------------

const text = (name: string, min: number, max: number) =>
  refine(size(string(), 0, max), name, (value) =>
    value.trim().length >= min ? true : 'must not be empty',
  );
const optionalText = (max: number) => optional(size(string(), 0, max));

/** Spec §5 phone mask: three digits, three digits, four digits, hyphen separated (10 digits). */
export const Phone = define<string>('Phone', (value) =>
  typeof value === 'string' && /^\d{3}-\d{3}-\d{4}$/.test(value)
    ? true
    : 'must be a phone number like 555-123-4567',
);

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** 'MM/DD/YYYY' (what the split date input emits, spec §5) → parts when the day exists. */
export function parseUsDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
}

/** A brokerage account holder must be of age: 18 or older. */
export const MINIMUM_AGE_YEARS = 18;

export const DateOfBirth = define<string>('DateOfBirth', (value) => {
  if (typeof value !== 'string') return 'is required';
  const parts = parseUsDate(value);
  if (!parts) return 'must be a real date written MM/DD/YYYY, year 1900 or later';
  const now = new Date();
  const today = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()] as const;
  const born = [parts.year, parts.month, parts.day] as const;
  const before = (a: readonly number[], b: readonly number[]) =>
    a[0]! !== b[0]! ? a[0]! < b[0]! : a[1]! !== b[1]! ? a[1]! < b[1]! : a[2]! < b[2]!;
  if (!before(born, today)) return 'must be in the past';
  const adult = [today[0] - MINIMUM_AGE_YEARS, today[1], today[2]] as const;
  if (before(adult, born)) return `must be at least ${MINIMUM_AGE_YEARS} years ago`;
  return true;
});

/** US Social Security number or ITIN, 123-45-6789 or 123456789; impossible numbers refused. */
export const TaxId = define<string>('TaxId', (value) => {
  if (typeof value !== 'string') return 'is required';
  const match = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(value);
  if (!match) return 'must be 9 digits, like 123-45-6789';
  const [area, group, serial] = match.slice(1) as [string, string, string];
  if (area === '000' || area === '666' || group === '00' || serial === '0000') {
    return 'is not a valid Social Security number';
  }
  return true;
});

/** Digits only, for storing and masking. */
export const taxIdDigits = (value: string): string => value.replace(/\D/g, '');

const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA',
  'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore

const UsState = define<string>('UsState', (value) =>
  typeof value === 'string' && (US_STATES as readonly string[]).includes(value)
    ? true
    : 'must be a two-letter US state code, like NY',
);

const PostalCode = define<string>('PostalCode', (value) =>
  typeof value === 'string' && /^\d{5}(-\d{4})?$/.test(value)
    ? true
    : 'must be a US ZIP code, like 10001 or 10001-1234',
);

/** A checkbox that must be ticked. */
const Accepted = define<true>('Accepted', (value) => (value === true ? true : 'must be accepted'));

/**
 * A field required only when another answer says so. The failure names that field (path), and
 * `value: undefined` makes the API answer "<field> is required." (server/http/validation.ts).
 */
function requiredWhen<T extends Record<string, unknown>>(
  struct: Struct<T, unknown>,
  field: keyof T & string,
  when: (value: T) => boolean,
): Struct<T, unknown> {
  return refine(struct, `${field}Required`, (value) => {
    const given = value[field];
    if (!when(value) || (typeof given === 'string' && given.trim() !== '')) return true;
    return { path: [field], value: undefined, message: 'is required' };
  });
}

// ---- Steps (spec §4) -----------------------------------------------------------------------

export const NameStep = object({
  first_name: PersonName,
  middle_name: optionalText(100),
  last_name: PersonName,
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

export const DateOfBirthStep = object({ date_of_birth: DateOfBirth });
export type DateOfBirthStep = Infer<typeof DateOfBirthStep>;

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

export const AgreementsStep = object({
  customer_agreement: Accepted,
  /** The broker-dealer terms at /app/terms (spec §2). */
  broker_dealer_terms: Accepted,
  e_delivery_consent: Accepted,
});
export type AgreementsStep = Infer<typeof AgreementsStep>;

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
/** Default expected annual return, a percentage with at most 2 decimals. */
const ExpectedReturn = refine(number(), 'ExpectedReturn', (value) =>
  Number.isFinite(value) && value >= 0 && value <= 100 && Math.round(value * 100) === value * 100
    ? true
    : 'must be a percentage from 0 to 100 with at most 2 decimals',
);
export const InvestorProfileStep = object({
  annual_income: enums(INCOME_RANGES),
  investible_assets: enums(INVESTIBLE_ASSET_RANGES),
  investing_experience: InvestingExperienceId,
  default_expected_return: ExpectedReturn,
});
export type InvestorProfileStep = Infer<typeof InvestorProfileStep>;

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
    first_name: PersonName,
    last_name: PersonName,
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

/** Saved answers as returned: the identity number masked to its last four (issue 5/10 item 7). */
export const SavedIdentity = type({
  tax_id_masked: string(),
  citizenship: enums(CITIZENSHIPS),
  visa_type: optional(string()),
});
export type SavedIdentity = Infer<typeof SavedIdentity>;

export const StepProgress = type({ step: enums(APPLICATION_STEPS), done: boolean() });

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

export const TrustedContact = type({
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
  /** The operator's reason, shown when action is required or the application was rejected. */
  reason: nullable(string()),
  submitted_at: nullable(string()),
  reviewed_at: nullable(string()),
  /** The live brokerage account's status, 'open' once approved; null before one exists. */
  live_account_status: nullable(string()),
  document_count: number(),
});
export type ApplicationStatusResponse = Infer<typeof ApplicationStatusResponse>;
