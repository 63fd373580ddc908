// Valid answers for every step of the live-account application (spec §4 order), shared by the
// live-accounts-*.test.ts suites and tests/api/mutating-routes.test.ts.
import type { Agent } from '../support/agent';

export const LIVE_ACCOUNT_STEPS = {
  name: { first_name: 'Ada', middle_name: 'B', last_name: 'Lovelace' },
  address: {
    street: '1 Main Street',
    unit: 'Apt 2',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
  },
  phone: { phone: '555-123-4567' },
  date_of_birth: { date_of_birth: '02/29/1988' },
  identity: { tax_id: '123-45-6789', citizenship: 'us_citizen' },
  disclosures: {
    politically_exposed: false,
    control_person: false,
    firm_affiliated: false,
  },
  employment_disclosures: {
    employment_status: 'employed',
    employer: 'Analytical Engines Ltd',
    occupation: 'Engineer',
  },
  agreements: { customer_agreement: true, broker_dealer_terms: true, e_delivery_consent: true },
  investor_profile: {
    annual_income: '100k_200k',
    investible_assets: '25k_100k',
    investing_experience: 'some',
    default_expected_return: 7.5,
  },
} as const;

export type StepName = keyof typeof LIVE_ACCOUNT_STEPS;
export const STEP_ORDER = Object.keys(LIVE_ACCOUNT_STEPS) as StepName[];

/** Saves every step (or the first `count`) through the API. */
export async function fillSteps(agent: Agent, count = STEP_ORDER.length): Promise<void> {
  for (const step of STEP_ORDER.slice(0, count)) {
    const response = await agent.put(
      `/api/v1/live_accounts/steps/${step}`,
      LIVE_ACCOUNT_STEPS[step],
    );
    if (response.status !== 200) {
      throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body)}`);
    }
  }
}

/** A minimal real PNG (1×1) and PDF header, and things that are not documents. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
/** A Windows executable's header (MZ), as a file renamed to passport.png would carry. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0'),
]);
