// The application's steps in spec §4's order (name, address, phone, date of birth, identity,
// disclosures, employment disclosures, agreements, investor profile), which screen (path) shows
// each, and how each form becomes its request body. /contact holds the first three steps and
// /identity the next two (paths.ts); `?step=` says which one is on screen.
import { APPLICATION_STEPS, type ApplicationStep } from '@/contract/live-accounts';
import { AddressFields, NameFields, PhoneFields } from './contact-fields';
import { DisclosuresFields, EmploymentFields } from './disclosure-fields';
import type { DraftValues } from './drafts';
import { DateOfBirthFields, IdentityFields } from './identity-fields';
import { liveAccountPaths } from './paths';
import { AgreementsFields, InvestorProfileFields } from './profile-fields';
import { bodyFrom, flag, text } from './step-values';
import type { StepDef } from './step-types';

export const STEP_COUNT = APPLICATION_STEPS.length;

export const ADDRESS_EMPTY: DraftValues = {
  street: '',
  unit: '',
  city: '',
  state: '',
  postal_code: '',
};

/** Leaves out the detail fields a "no" hides, so a stale answer is not sent. */
function withoutHidden(values: DraftValues, hidden: Record<string, boolean>) {
  const body = bodyFrom(values);
  for (const [name, hide] of Object.entries(hidden)) if (hide) delete body[name];
  return body;
}

/** 'Ada King Lovelace' → first 'Ada', middle 'King', last 'Lovelace'; one word is a first name. */
export function splitName(full: string): DraftValues {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first_name: words[0] ?? '' };
  return {
    first_name: words[0]!,
    middle_name: words.slice(1, -1).join(' '),
    last_name: words[words.length - 1]!,
  };
}

const works = (values: DraftValues) =>
  ['employed', 'self_employed'].includes(text(values, 'employment_status'));

export const STEP_DEFS: Record<ApplicationStep, StepDef> = {
  name: {
    step: 'name',
    title: 'Your legal name',
    intro: 'Tell us your name exactly as it appears on your ID.',
    empty: { first_name: '', middle_name: '', last_name: '' },
    toBody: bodyFrom,
    prefill: (user) => splitName(user.name),
    Fields: NameFields,
  },
  address: {
    step: 'address',
    title: 'Your home address',
    intro: 'Where you live. Statements and tax forms are sent here.',
    empty: ADDRESS_EMPTY,
    toBody: bodyFrom,
    Fields: AddressFields,
  },
  phone: {
    step: 'phone',
    title: 'Your phone number',
    intro: 'We use it only to reach you about your account.',
    empty: { phone: '' },
    toBody: bodyFrom,
    Fields: PhoneFields,
  },
  date_of_birth: {
    step: 'date_of_birth',
    title: 'Your date of birth',
    intro: 'Brokerage accounts are for adults, and it helps confirm who you are.',
    empty: { date_of_birth: '' },
    toBody: bodyFrom,
    Fields: DateOfBirthFields,
  },
  identity: {
    step: 'identity',
    title: 'Identity and citizenship',
    intro: 'US law requires us to verify the identity of everyone who opens an account.',
    empty: { tax_id: '', citizenship: '', visa_type: '' },
    // Never in the drafts table, even for a moment (spec §1 sensitive data): see identity-fields.
    secret: ['tax_id'],
    toBody: (values) =>
      withoutHidden(values, { visa_type: text(values, 'citizenship') !== 'visa_holder' }),
    Fields: IdentityFields,
  },
  disclosures: {
    step: 'disclosures',
    title: 'Disclosures',
    intro: 'Regulators ask every brokerage customer these questions.',
    empty: {
      politically_exposed: false,
      political_organization: '',
      control_person: false,
      control_company_symbols: '',
      firm_affiliated: false,
      firm_name: '',
    },
    toBody: (values) =>
      withoutHidden(values, {
        political_organization: !flag(values, 'politically_exposed'),
        control_company_symbols: !flag(values, 'control_person'),
        firm_name: !flag(values, 'firm_affiliated'),
      }),
    Fields: DisclosuresFields,
  },
  employment_disclosures: {
    step: 'employment_disclosures',
    title: 'Employment',
    intro: 'Your work, as regulators ask brokerage customers.',
    empty: { employment_status: '', employer: '', occupation: '' },
    toBody: (values) =>
      withoutHidden(values, { employer: !works(values), occupation: !works(values) }),
    Fields: EmploymentFields,
  },
  agreements: {
    step: 'agreements',
    title: 'Agreements',
    intro: 'Three agreements make your brokerage account.',
    empty: { customer_agreement: false, broker_dealer_terms: false, e_delivery_consent: false },
    toBody: bodyFrom,
    Fields: AgreementsFields,
  },
  investor_profile: {
    step: 'investor_profile',
    title: 'Investor profile',
    intro: 'Your finances and experience help us show you suitable information.',
    empty: {
      annual_income: '',
      investible_assets: '',
      investing_experience: '',
      default_expected_return: '',
    },
    toBody: (values) => {
      const body: Record<string, unknown> = bodyFrom(values);
      const typed = text(values, 'default_expected_return').trim().replace(/%$/, '');
      // A number when it reads as one; otherwise the text, which the contract then refuses.
      if (typed !== '' && Number.isFinite(Number(typed)))
        body.default_expected_return = Number(typed);
      return body;
    },
    // The answer already given at /app/investing_experience.
    prefill: (user): DraftValues =>
      user.investing_experience ? { investing_experience: user.investing_experience.id } : {},
    Fields: InvestorProfileFields,
  },
};

/** The screen (path) that shows each step. */
const STEP_SCREEN: Record<ApplicationStep, string> = {
  name: liveAccountPaths.contact,
  address: liveAccountPaths.contact,
  phone: liveAccountPaths.contact,
  date_of_birth: liveAccountPaths.identity,
  identity: liveAccountPaths.identity,
  disclosures: liveAccountPaths.disclosures,
  employment_disclosures: liveAccountPaths.disclosuresEmployment,
  agreements: liveAccountPaths.agreements,
  investor_profile: liveAccountPaths.investorProfile,
};

/** The link to a step: its screen, with `?step=` where the screen holds several. */
export function stepHref(step: ApplicationStep, fromReview = false): string {
  const path = STEP_SCREEN[step];
  const shared = APPLICATION_STEPS.filter((s) => STEP_SCREEN[s] === path);
  const params = new URLSearchParams();
  if (shared.length > 1 && shared[0] !== step) params.set('step', step);
  if (fromReview) params.set('from', 'review');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The steps a screen holds, in order. */
export const stepsOfScreen = (path: string): ApplicationStep[] =>
  APPLICATION_STEPS.filter((step) => STEP_SCREEN[step] === path);

export const stepIndex = (step: ApplicationStep): number => APPLICATION_STEPS.indexOf(step);

export const isApplicationStep = (value: string | null): value is ApplicationStep =>
  value !== null && (APPLICATION_STEPS as readonly string[]).includes(value);
