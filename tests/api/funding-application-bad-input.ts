// The bad requests of the funding and live-account input sweep
// (funding-application-input.test.ts), route by route: malformed, out of range (over 1,000,000;
// cents over 0.99; impossible dates; wrong file types by content) and other people's ids.
// Statuses: 400 for what the contract structs refuse, 404 for an id that is not the user's, 409
// for a state that forbids it, 413/415 for a document too large or of the wrong type.
import { randomUUID } from 'node:crypto';
import { LIVE_ACCOUNT_STEPS, PDF_BYTES, PNG_BYTES } from './live-accounts-fixtures';

export const MAX_DOCUMENT_BYTES = 64 * 1024;

/** Ids the suite's beforeAll fills in; the rows read them when a test runs. */
export const ids = { bank: '', pendingBank: '', removedBank: '', otherUsersBank: '' };

export interface Request {
  url?: string;
  body?: unknown;
  /** Raw bytes (the document upload) instead of JSON. */
  raw?: { bytes: Buffer; type: string };
  headers?: Record<string, string>;
}

export type Bad = [what: string, request: Request, status: number];
const json = (body: unknown): Request => ({ body });
const withUrl = (url: string, body?: unknown): Request => ({ url, body });
/** A JSON text sent as it is (what JSON.stringify would not produce). */
const rawJson = (text: string, type = 'application/json'): Request => ({
  body: text,
  headers: { 'content-type': type },
});
export const file = (bytes: Buffer, type = 'image/png', url?: string): Request => ({
  raw: { bytes, type },
  ...(url ? { url } : {}),
});
const NUL = 'Rent\u0000account';
const nextYear = new Date().getUTCFullYear() + 1;

/** Dollar amounts the dollarAmount mask (spec §5: 2 decimals, max 1,000,000) never produces. */
function badAmounts(bank: () => string): Bad[] {
  const amounts: Array<[string, unknown]> = [
    ['100,000,001 cents', '1000000.01'],
    ['100,000,001 dollars', '100000001'],
    ['100,000,001 as a number', 100_000_001],
    ['a negative amount', '-5.00'],
    ['minus one cent', '-0.01'],
    ['a fraction of a cent', '10.005'],
    ['a fractional number', 5.5],
    ['zero', '0.00'],
    ['words', 'ten dollars'],
    ['a thousands separator', '1,000'],
    ['padding', ' 5 '],
    ['a plus sign', '+5'],
    ['an exponent', '1e3'],
    ['hex', '0x10'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['non-ASCII digits', '١٠'],
    ['two points', '1.2.3'],
    ['an empty string', ''],
    ['null', null],
    ['true', true],
    ['an object', { cents: 500 }],
  ];
  return [
    ...amounts.map(([what, amount]): Bad => [what, json({ amount, bank_account_id: bank() }), 400]),
    ['no amount', json({ bank_account_id: bank() }), 400],
    [
      'a __proto__ key',
      rawJson(`{"amount":"5.00","bank_account_id":"${bank()}","__proto__":{"admin":true}}`),
      400,
    ],
    ['truncated JSON', rawJson(`{"amount":"5.00","bank_account_id":"${bank()}"`), 400],
    [
      'JSON sent as text/plain',
      rawJson(`{"amount":"5.00","bank_account_id":"${bank()}"}`, 'text/plain'),
      400, // "The body must be a JSON object." (a string is not one)
    ],
    ['an unknown field', json({ amount: '5.00', bank_account_id: bank(), fee: '0' }), 400],
    ['a bank id that is not one', json({ amount: '5.00', bank_account_id: "1' OR '1'='1" }), 400],
    ["another user's bank", json({ amount: '5.00', bank_account_id: ids.otherUsersBank }), 404],
    ['a removed bank', json({ amount: '5.00', bank_account_id: ids.removedBank }), 409],
    ['an unverified bank', json({ amount: '5.00', bank_account_id: ids.pendingBank }), 409],
  ];
}

/** Micro-deposit amounts the centsAmount mask (spec §5: max 0.99) never produces. */
function badCents(): Bad[] {
  const url = () => `/api/v1/funding/bank_accounts/${ids.pendingBank}/verify`;
  const values: Array<[string, unknown]> = [
    ['100 cents', '1.00'],
    ['100 as a number', 100],
    ['-100 cents', '-1.00'],
    ['-100 as a number', -100],
    ['half a cent', '0.005'],
    ['0.5 as a number', 0.5],
    ['"100"', '100'],
    ['zero', '0.00'],
    ['a bare point', '.'],
    ['a trailing point', '0.'],
    ['words', 'thirty-two'],
    ['null', null],
  ];
  return [
    ...values.flatMap(([what, value]): Bad[] => [
      [`${what} first`, withUrl(url(), { amount_1: value, amount_2: '0.45' }), 400],
      [`${what} second`, withUrl(url(), { amount_1: '0.32', amount_2: value }), 400],
    ]),
    ['one amount', withUrl(url(), { amount_1: '0.32' }), 400],
    [
      "another user's bank",
      withUrl(`/api/v1/funding/bank_accounts/${ids.otherUsersBank}/verify`, {
        amount_1: '0.32',
        amount_2: '0.45',
      }),
      404,
    ],
    [
      'an id that is not one',
      withUrl('/api/v1/funding/bank_accounts/..%2F..%2Fetc/verify', {
        amount_1: '0.32',
        amount_2: '0.45',
      }),
      404,
    ],
  ];
}

/** Dates of birth no calendar has, or no customer can have (spec §5 dates; 18 or older). */
const badBirthDates: Bad[] = [
  ['30 February 2001', '02/30/2001'],
  ['30 February 2001, ISO', '2001-02-30'],
  ['the 13th month', '13/01/1990'],
  ['month zero', '00/10/1990'],
  ['day 32', '01/32/1990'],
  ['day zero', '01/00/1990'],
  ['29 February of a common year', '02/29/2001'],
  ['year 1899', '12/31/1899'],
  ['a future date', `01/01/${nextYear}`],
  ['under 18', `01/01/${nextYear - 10}`],
  ['one digit month and day', '1/1/1990'],
  ['a number', 19_900_101],
  ['a timestamp', '1990-01-01T00:00:00Z'],
].map(([what, date]) => [String(what), json({ date_of_birth: date }), 400]);

/** Bytes that are not a JPEG, PNG or PDF whatever the name or declared type says (spec §3). */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(57)]);
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const MULTIPART = Buffer.concat([
  Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\n'),
  Buffer.from('Content-Type: image/png\r\n\r\n'),
  PNG_BYTES,
  Buffer.from('\r\n--b--\r\n'),
]);
const badFiles: Bad[] = [
  ['ELF bytes as image/png', file(ELF), 415],
  ['HTML bytes as image/png', file(HTML), 415],
  ['HTML bytes as application/pdf', file(HTML, 'application/pdf'), 415],
  ['an SVG with a script', file(SVG, 'image/svg+xml'), 415],
  ['a GIF', file(GIF, 'image/gif'), 415],
  ['a ZIP named .pdf', file(ZIP, 'application/pdf'), 415],
  ['a PNG wrapped in multipart/form-data', file(MULTIPART, 'multipart/form-data; boundary=b'), 415],
  ['PDF bytes after a leading space', file(Buffer.concat([Buffer.from(' '), PDF_BYTES])), 415],
  ['an empty body', file(Buffer.alloc(0)), 400],
  [
    'one byte over the limit',
    file(Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES)])),
    413,
  ],
  [
    'an unknown kind',
    file(PNG_BYTES, 'image/png', '/api/v1/live_accounts/documents?kind=selfie'),
    400,
  ],
];

const step = (name: string) => `PUT /api/v1/live_accounts/steps/${name}`;
const long = (length: number) => 'x'.repeat(length);

/** Bad requests for each route that takes input; the route's key, then [what, request, status]. */
export function badRequests(): Record<string, Bad[]> {
  const bank = (id: string) => `/api/v1/funding/bank_accounts/${id}`;
  return {
    'POST /api/v1/funding/deposits': badAmounts(() => ids.bank),
    'POST /api/v1/funding/withdrawals': [
      ...badAmounts(() => ids.bank),
      [
        'more than the withdrawable cash',
        json({ amount: '100.01', bank_account_id: ids.bank }),
        422,
      ],
    ],
    'POST /api/v1/funding/bank_accounts/:id/verify': badCents(),
    'POST /api/v1/funding/bank_accounts/instant_link': [
      ['an unknown institution', json({ institution_id: 'no_such_bank' }), 422],
      ['an institution id with capitals', json({ institution_id: 'Sandbox' }), 400],
      [
        'a 51-character nickname',
        json({ institution_id: 'sandbox_tartan', nickname: long(51) }),
        400,
      ],
      ['a NUL in the nickname', json({ institution_id: 'sandbox_tartan', nickname: NUL }), 400],
    ],
    'POST /api/v1/funding/bank_accounts/micro_deposits': [
      [
        'a routing number failing its checksum',
        json({ routing_number: '110000001', account_number: '1234', account_type: 'checking' }),
        400,
      ],
      [
        'an 18-digit account number',
        json({
          routing_number: '110000000',
          account_number: '1'.repeat(18),
          account_type: 'checking',
        }),
        400,
      ],
      [
        'a numeric account number',
        json({ routing_number: '110000000', account_number: 12345678, account_type: 'checking' }),
        400,
      ],
      [
        'a NUL in the nickname',
        json({
          routing_number: '110000000',
          account_number: '12345678',
          account_type: 'checking',
          nickname: NUL,
        }),
        400,
      ],
    ],
    'PUT /api/v1/funding/bank_accounts/:id': [
      ['an empty nickname', json({ nickname: '' }), 400],
      ['a 51-character nickname', json({ nickname: long(51) }), 400],
      ['a NUL in the nickname', json({ nickname: NUL }), 400],
      ["another user's bank", withUrl(bank(ids.otherUsersBank), { nickname: 'Mine now' }), 404],
      ['a removed bank', withUrl(bank(ids.removedBank), { nickname: 'Back' }), 409],
      ['an id that is not one', withUrl(bank('1%20OR%201=1'), { nickname: 'x' }), 404],
    ],
    'DELETE /api/v1/funding/bank_accounts/:id': [
      ["another user's bank", withUrl(bank(ids.otherUsersBank)), 404],
      ['an id that is not one', withUrl(bank('not-a-uuid')), 404],
      ['an unknown id', withUrl(bank(randomUUID())), 404],
    ],
    'POST /api/v1/funding/acat_transfers': [
      [
        'a 101-character broker',
        json({ from_broker: long(101), account_number: 'AB1234', transfer_type: 'full' }),
        400,
      ],
      [
        'a NUL in the broker',
        json({ from_broker: NUL, account_number: 'AB1234', transfer_type: 'full' }),
        400,
      ],
      [
        'a 21-character account number',
        json({ from_broker: 'B', account_number: 'A'.repeat(21), transfer_type: 'full' }),
        400,
      ],
      [
        'an unknown transfer type',
        json({ from_broker: 'B', account_number: 'AB1234', transfer_type: 'most' }),
        400,
      ],
    ],
    [step('name')]: [
      [
        'a 101-character first name',
        json({ ...LIVE_ACCOUNT_STEPS.name, first_name: long(101) }),
        400,
      ],
      ['a blank last name', json({ ...LIVE_ACCOUNT_STEPS.name, last_name: ' ' }), 400],
      [
        'a NUL in the first name',
        json({ ...LIVE_ACCOUNT_STEPS.name, first_name: 'A\u0000da' }),
        400,
      ],
    ],
    [step('address')]: [
      ['a four-digit ZIP', json({ ...LIVE_ACCOUNT_STEPS.address, postal_code: '1234' }), 400],
      ['an unknown state', json({ ...LIVE_ACCOUNT_STEPS.address, state: 'ZZ' }), 400],
      ['a 201-character street', json({ ...LIVE_ACCOUNT_STEPS.address, street: long(201) }), 400],
      [
        'a NUL in the city',
        json({ ...LIVE_ACCOUNT_STEPS.address, city: 'Spring\u0000field' }),
        400,
      ],
    ],
    [step('phone')]: [
      ['eleven digits', json({ phone: '555-123-45678' }), 400],
      ['a number', json({ phone: 5551234567 }), 400],
    ],
    [step('date_of_birth')]: badBirthDates,
    [step('identity')]: [
      ['area 666', json({ tax_id: '666-12-3456', citizenship: 'us_citizen' }), 400],
      ['group 00', json({ tax_id: '123-00-4567', citizenship: 'us_citizen' }), 400],
      ['eight digits', json({ tax_id: '12345678', citizenship: 'us_citizen' }), 400],
      ['an unknown citizenship', json({ tax_id: '123-45-6789', citizenship: 'martian' }), 400],
    ],
    [step('disclosures')]: [
      [
        'a string for a boolean',
        json({ ...LIVE_ACCOUNT_STEPS.disclosures, control_person: 'no' }),
        400,
      ],
    ],
    [step('employment_disclosures')]: [
      ['an unknown status', json({ employment_status: 'astronaut' }), 400],
    ],
    [step('agreements')]: [
      [
        '"true" as a string',
        json({ ...LIVE_ACCOUNT_STEPS.agreements, customer_agreement: 'true' }),
        400,
      ],
      ['1 for true', json({ ...LIVE_ACCOUNT_STEPS.agreements, e_delivery_consent: 1 }), 400],
    ],
    [step('investor_profile')]: [
      [
        'a return over 100 %',
        json({ ...LIVE_ACCOUNT_STEPS.investor_profile, default_expected_return: 100.01 }),
        400,
      ],
      [
        'a negative return',
        json({ ...LIVE_ACCOUNT_STEPS.investor_profile, default_expected_return: -1 }),
        400,
      ],
      [
        'a return as a string',
        json({ ...LIVE_ACCOUNT_STEPS.investor_profile, default_expected_return: '7.5' }),
        400,
      ],
      [
        'an unknown asset range',
        json({ ...LIVE_ACCOUNT_STEPS.investor_profile, investible_assets: 'over_1b' }),
        400,
      ],
    ],
    'POST /api/v1/live_accounts/submit': [
      ['confirm false', json({ confirm: false }), 400],
      ['confirm "yes"', json({ confirm: 'yes' }), 400],
    ],
    'PUT /api/v1/live_accounts/resubmit_address': [
      ['a four-digit ZIP', json({ ...LIVE_ACCOUNT_STEPS.address, postal_code: '1234' }), 400],
    ],
    'PUT /api/v1/live_accounts/trusted_contact': [
      ['no way to reach them', json({ first_name: 'Pat', last_name: 'Doe' }), 400],
      ['a bad email', json({ first_name: 'Pat', last_name: 'Doe', email: 'pat@' }), 400],
      ['a bad phone', json({ first_name: 'Pat', last_name: 'Doe', phone: '555 123 4567' }), 400],
      [
        'a NUL in the name',
        json({ first_name: 'P\u0000at', last_name: 'Doe', email: 'pat@example.com' }),
        400,
      ],
    ],
    'POST /api/v1/live_accounts/documents': badFiles,
  };
}
