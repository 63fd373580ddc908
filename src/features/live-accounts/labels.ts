// Words for the application's stored codes, shared by the forms and the review (confirmation).
import type { CITIZENSHIPS, EMPLOYMENT_STATUSES } from '@/contract/live-accounts';

/** 'under_25k' → 'Under $25,000', '25k_100k' → '$25,000 to $100,000', 'over_1m' → 'Over $1,000,000'. */
export const rangeText = (range: string): string =>
  range
    .replace('under_', 'Under $')
    .replace('over_', 'Over $')
    .replace(/^(\d+[km])_(\d+[km])$/, '$$$1 to $$$2')
    .replace(/(\d+)k/g, '$1,000')
    .replace(/(\d+)m/g, '$1,000,000');

export const EMPLOYMENT_TEXT: Record<(typeof EMPLOYMENT_STATUSES)[number], string> = {
  employed: 'Employed',
  self_employed: 'Self-employed',
  unemployed: 'Not employed',
  retired: 'Retired',
  student: 'Student',
};

export const CITIZENSHIP_TEXT: Record<(typeof CITIZENSHIPS)[number], string> = {
  us_citizen: 'US citizen',
  permanent_resident: 'US permanent resident',
  visa_holder: 'Visa holder',
};
