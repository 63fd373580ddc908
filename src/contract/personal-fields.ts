// Personal-detail fields of the live-account application (spec §5 masks and dates):
// pure validators, since contract/ may not import src/ui (eslint), so the date and phone rules
// that src/ui/forms/dates.ts and masks.ts implement for the form controls are restated here.
import { define, optional, refine, size, string, type Struct } from './structs';

/**
 * Control characters (C0 and DEL: NUL, tab, newline, escape…) are never typed into a one-line
 * field. Refused because the bad-input sweep (tests/api/funding-application-input.test.ts) found
 * a NUL accepted into the application's answers and, in plain-text columns, failing in
 * PostgreSQL (which cannot store NUL in text) as a 500 instead of a 400.
 */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
export const NO_CONTROL_CHARACTERS = 'must not contain control characters';

export const text = (name: string, min: number, max: number) =>
  refine(size(string(), 0, max), name, (value) =>
    hasControlCharacters(value)
      ? NO_CONTROL_CHARACTERS
      : value.trim().length >= min
        ? true
        : 'must not be empty',
  );
export const optionalText = (max: number) =>
  optional(
    refine(size(string(), 0, max), 'Text', (value) =>
      hasControlCharacters(value) ? NO_CONTROL_CHARACTERS : true,
    ),
  );
/** A one-line field that is already a struct (PersonName of contract/fields.ts, say). */
export const singleLine = (struct: Struct<string, null>, name: string) =>
  refine(struct, name, (value) => (hasControlCharacters(value) ? NO_CONTROL_CHARACTERS : true));

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
function parseUsDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
}

/** A brokerage account holder must be of age: 18 or older. */
const MINIMUM_AGE_YEARS = 18;

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

export const UsState = define<string>('UsState', (value) =>
  typeof value === 'string' && (US_STATES as readonly string[]).includes(value)
    ? true
    : 'must be a two-letter US state code, like NY',
);

export const PostalCode = define<string>('PostalCode', (value) =>
  typeof value === 'string' && /^\d{5}(-\d{4})?$/.test(value)
    ? true
    : 'must be a US ZIP code, like 10001 or 10001-1234',
);

/** A checkbox that must be ticked. */
export const Accepted = define<true>('Accepted', (value) =>
  value === true ? true : 'must be accepted',
);

/**
 * A field required only when another answer says so. The failure names that field (path), and
 * `value: undefined` makes the API answer "<field> is required." (server/validation.ts).
 */
export function requiredWhen<T extends Record<string, unknown>>(
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
