// The term life quote of the insurance lesson's ladderQuoteTool section (spec §3 content types):
// age, coverage amount and term length in, an indicative monthly premium out. Who quotes is a
// TermLifeQuoter. Ladder's quoting API is an outside service this app cannot reach (and a real
// quote needs a health questionnaire), so the built-in quoter is a SANDBOX, as the project's other
// partners are (docs/features.md "Sandboxes and gaps"): it decides on its own, on this device,
// from a published test rate table and documented test values. It is labelled "Sandbox quote"
// wherever it shows; the member's real price is on the partner's page (the tracked link, §7).
// The form's values never leave the device: neither the sandbox nor the link sends them.

/** Term lengths Ladder sells (years). */
export const TERM_YEARS = [10, 15, 20, 25, 30] as const;
type TermYears = (typeof TERM_YEARS)[number];

export const AGE_MIN = 20;
export const AGE_MAX = 60;
const COVERAGE_MIN_DOLLARS = 100_000;
/** Spec §5: a dollar amount is at most 1,000,000 (the coverage field uses that mask). */
const COVERAGE_MAX_DOLLARS = 1_000_000;

export interface TermLifeQuoteRequest {
  age: number;
  coverageDollars: number;
  termYears: TermYears;
}

export type TermLifeQuote =
  { kind: 'quoted'; monthlyCents: number } | { kind: 'declined'; reason: string };

export interface TermLifeQuoter {
  /** Shown with every quote: "sandbox" for the built-in one. */
  readonly name: string;
  quote(request: TermLifeQuoteRequest): TermLifeQuote;
}

// The sandbox's rate table: 2¢ a month per $1,000 of cover at age 20, 7 % more for each year of
// age, times the term's factor, plus a $1 policy fee. An estimate rounded once to whole cents,
// never stored or charged.
const CENTS_PER_THOUSAND_AT_20 = 2;
const GROWTH_PER_YEAR_OF_AGE = 1.07;
const TERM_FACTOR: Record<TermYears, number> = { 10: 0.8, 15: 1, 20: 1.25, 25: 1.55, 30: 1.9 };
const POLICY_FEE_CENTS = 100;
/** The sandbox quotes no term that runs past this age (the decline vendors' sandboxes give). */
const OLDEST_AT_TERM_END = 80;
/** Test value: this coverage amount is always declined, to try the declined state. */
const SANDBOX_DECLINED_COVERAGE_DOLLARS = 999_999;

export const sandboxTermLifeQuoter: TermLifeQuoter = {
  name: 'sandbox',
  quote({ age, coverageDollars, termYears }) {
    if (coverageDollars === SANDBOX_DECLINED_COVERAGE_DOLLARS) {
      return { kind: 'declined', reason: 'The sandbox declines this amount (a test value).' };
    }
    if (age + termYears > OLDEST_AT_TERM_END) {
      return {
        kind: 'declined',
        reason: `No online quote for a term that ends after age ${OLDEST_AT_TERM_END}: try a shorter term.`,
      };
    }
    const monthlyCents =
      Math.round(
        (coverageDollars / 1000) *
          CENTS_PER_THOUSAND_AT_20 *
          GROWTH_PER_YEAR_OF_AGE ** (age - AGE_MIN) *
          TERM_FACTOR[termYears],
      ) + POLICY_FEE_CENTS;
    return { kind: 'quoted', monthlyCents };
  },
};

export interface QuoteFormValues {
  age: string;
  coverage: string;
  term: string;
}

/** Field-named messages for what is wrong, or the request when nothing is. */
export function readQuoteForm(
  values: QuoteFormValues,
): { request: TermLifeQuoteRequest } | { errors: Partial<QuoteFormValues> } {
  const errors: Partial<QuoteFormValues> = {};
  const age = values.age.trim();
  const ageNumber = Number(age);
  if (age === '') errors.age = 'Enter your age.';
  else if (!/^\d+$/.test(age) || ageNumber < AGE_MIN || ageNumber > AGE_MAX)
    errors.age = `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}.`;

  // The dollar mask writes "500,000" or "500,000.00" (spec §5).
  const coverage = values.coverage.replace(/,/g, '').trim();
  const coverageNumber = Number(coverage);
  if (coverage === '') errors.coverage = 'Enter a coverage amount.';
  else if (
    !/^\d+(\.\d{1,2})?$/.test(coverage) ||
    coverageNumber < COVERAGE_MIN_DOLLARS ||
    coverageNumber > COVERAGE_MAX_DOLLARS
  )
    errors.coverage = 'Coverage amount must be from $100,000 to $1,000,000.';

  const term = TERM_YEARS.find((years) => String(years) === values.term);
  if (term === undefined) errors.term = 'Term length: choose 10, 15, 20, 25 or 30 years.';

  if (Object.keys(errors).length > 0 || term === undefined) return { errors };
  return {
    request: { age: ageNumber, coverageDollars: Math.floor(coverageNumber), termYears: term },
  };
}
