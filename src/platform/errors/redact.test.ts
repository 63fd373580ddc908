import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  isSensitiveKey,
  redactBreadcrumb,
  redactEvent,
  redactSpan,
  redactText,
  redactValue,
} from './redact';

describe('isSensitiveKey (spec §1 areas, by key name)', () => {
  it('recognises each sensitive area whatever the spelling of the key', () => {
    const sensitive = [
      'accountNumber',
      'account_number',
      'ACCOUNT-NUMBER',
      'acctNo',
      'routing_number',
      'routingNumber',
      'iban',
      'bankAccount',
      'ach_details',
      'marginCall',
      'margin_calls',
      'ssn',
      'SSN',
      'ssn4',
      'taxId',
      'passportNumber',
      'dateOfBirth',
      'dob',
      'citizenship',
      'country_of_citizenship',
      'visaType',
      'green_card_number',
      'alienNumber',
      'aNumber',
      'isPoliticallyExposed',
      'pep',
      'firmAffiliation',
      'employer_name',
      'income',
      'annualIncomeRange',
      'investible_assets',
      'investableAssets',
      'netWorth',
      'token',
      'auth_id',
    ];
    for (const key of sensitive) expect(isSensitiveKey(key), key).toBe(true);
  });

  it('leaves ordinary keys alone, including words that merely contain a short term', () => {
    const ordinary = [
      'account_type',
      'accountId',
      'message',
      'url',
      'status_code',
      'attachment', // not "ach"
      'setting', // not "tin"
      'confirm', // not "firm"
      'ticker_symbol',
      'trace_id',
    ];
    for (const key of ordinary) expect(isSensitiveKey(key), key).toBe(false);
  });
});

describe('redactText (by value, in free text)', () => {
  it('redacts account and routing numbers next to bank words', () => {
    expect(redactText('Linked bank account 123456789012 routing 021000021')).toBe(
      `Linked bank account ${REDACTED} routing ${REDACTED}`,
    );
    expect(redactText('ACH transfer to acct #: 4455-6677 failed')).toBe(
      `ACH transfer to acct #: ${REDACTED} failed`,
    );
  });

  it('redacts SSNs, IBANs and A-numbers anywhere', () => {
    expect(redactText('SSN on file 123-45-6789.')).toBe(`SSN on file ${REDACTED}.`);
    expect(redactText('Wire to GB82WEST12345698765432 rejected')).toBe(
      `Wire to ${REDACTED} rejected`,
    );
    expect(redactText('IBAN DE89 3704 0044 0532 0130 00 invalid')).toBe(`IBAN ${REDACTED} invalid`);
    expect(redactText('Document A123456789 expired')).toBe(`Document ${REDACTED} expired`);
  });

  it('redacts passport numbers, dates of birth and money ranges', () => {
    expect(redactText('passport number X1234567 expired')).toBe(
      `passport number ${REDACTED} expired`,
    );
    expect(redactText('passport expired')).toBe('passport expired');
    expect(redactText('DOB 04/15/1980 does not match')).toBe(`DOB ${REDACTED} does not match`);
    expect(redactText('income $50,000 - $100,000 selected')).toBe(`income ${REDACTED} selected`);
    expect(redactText('investible assets 250k to 1m')).toBe(`investible assets ${REDACTED}`);
    expect(redactText('Margin call of $2,500.00 issued')).toBe(`Margin call of ${REDACTED} issued`);
  });

  it('redacts the values of sensitive keys in query strings, JSON and log lines', () => {
    expect(redactText('/api/v1/funding?account_number=123456789&ok=1')).toBe(
      `/api/v1/funding?account_number=${REDACTED}&ok=1`,
    );
    expect(redactText('{"ssn":"123456789","ok":true}')).toBe(`{"ssn":"${REDACTED}","ok":true}`);
    expect(redactText('citizenship: United States, visa: H1B')).toBe(
      `citizenship: ${REDACTED}, visa: ${REDACTED}`,
    );
  });

  it('redacts long standalone digit runs but keeps status codes and short numbers', () => {
    expect(redactText('ref 9876543210123 not found')).toBe(`ref ${REDACTED} not found`);
    expect(redactText('Deposit failed with status 503 after 2 tries')).toBe(
      'Deposit failed with status 503 after 2 tries',
    );
    expect(redactText('https://app.example/portfolio?tab=history')).toBe(
      'https://app.example/portfolio?tab=history',
    );
  });

  it("replaces Sentry's own [Filtered] placeholder whole", () => {
    expect(redactText('/api/v1/funding?account_number=[Filtered]&ok=1')).toBe(
      `/api/v1/funding?account_number=${REDACTED}&ok=1`,
    );
  });

  it('is idempotent', () => {
    const once = redactText('bank account 123456789012, ssn=123-45-6789');
    expect(redactText(once)).toBe(once);
  });
});

describe('redactValue', () => {
  it('blanks sensitive keys at any depth and redacts text elsewhere, without mutating', () => {
    const input = {
      screen: 'funding',
      user: {
        id: 42,
        profile: {
          citizenship: 'Canada',
          income: { min: 50_000, max: 100_000 },
          documents: [{ kind: 'passport', passportNumber: 'X1234567' }],
        },
      },
      note: 'Linked bank account 123456789012',
    };
    const copy = structuredClone(input);
    expect(redactValue(input)).toEqual({
      screen: 'funding',
      user: {
        id: 42,
        profile: {
          citizenship: REDACTED,
          income: REDACTED,
          documents: [{ kind: 'passport', passportNumber: REDACTED }],
        },
      },
      note: `Linked bank account ${REDACTED}`,
    });
    expect(input).toEqual(copy);
  });

  it('handles errors, cycles and query-string pairs', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(redactValue(cyclic)).toEqual({ name: 'loop', self: '[Circular]' });
    expect(redactValue([new Error('routing 021000021 invalid')])).toEqual([
      `Error: routing ${REDACTED} invalid`,
    ]);
    expect(
      redactValue([
        ['account_number', '1234'],
        ['ok', '1'],
      ]),
    ).toEqual([
      ['account_number', REDACTED],
      ['ok', '1'],
    ]);
  });
});

describe('redactEvent', () => {
  const event: ErrorEvent = {
    type: undefined,
    event_id: 'abc',
    message: 'Withdrawal to bank account 123456789012 failed',
    exception: {
      values: [{ type: 'Error', value: 'Transfer failed for routing 021000021' }],
    },
    extra: { accountNumber: '123456789012', attempt: 2 },
    contexts: {
      form: { routing_number: '021000021', method: 'ach', bank: { name: 'First' } },
      funding: { step: 'confirm' },
      trace: { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '9876543210987654' },
    },
    tags: { screen: 'withdraw', ssn: '123-45-6789' },
    user: { id: '7', email: 'a@b.example' },
    request: {
      url: 'https://stockroom.example/funding/withdraw?account_number=123456789&ok=1',
      query_string: 'account_number=123456789&ok=1',
      headers: { 'User-Agent': 'Chromium', Cookie: 'sid=1' },
      cookies: { sid: '1' },
      data: { ssn: '123-45-6789' },
    },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/v1/funding?account_number=123456789012' } },
      { message: 'Linked bank account 123456789012 routing 021000021' },
    ],
  };

  it('redacts every place data appears', () => {
    const out = redactEvent(event);
    expect(out).not.toBeNull();
    const json = JSON.stringify(out);
    for (const secret of ['123456789012', '021000021', '123-45-6789', '123456789&']) {
      expect(json).not.toContain(secret);
    }
    expect(out?.message).toBe(`Withdrawal to bank account ${REDACTED} failed`);
    expect(out?.exception?.values?.[0]?.value).toBe(`Transfer failed for routing ${REDACTED}`);
    expect(out?.extra).toEqual({ accountNumber: REDACTED, attempt: 2 });
    expect(out?.contexts?.form).toEqual({
      routing_number: REDACTED,
      method: 'ach',
      bank: REDACTED,
    });
    // A context named after a sensitive area goes whole.
    expect(out?.contexts?.funding).toBe(REDACTED);
    // Ids that link events and traces are kept as they are.
    expect(out?.contexts?.trace).toEqual(event.contexts?.trace);
    expect(out?.tags).toEqual({ screen: 'withdraw', ssn: REDACTED });
    expect(out?.request?.url).toBe(
      `https://stockroom.example/funding/withdraw?account_number=${REDACTED}&ok=1`,
    );
    expect(out?.request?.query_string).toBe(`account_number=${REDACTED}&ok=1`);
    expect(out?.request?.headers).toEqual({ 'User-Agent': 'Chromium', Cookie: REDACTED });
    expect(out?.request).not.toHaveProperty('cookies');
    expect(out?.request).not.toHaveProperty('data');
    expect(out?.breadcrumbs?.[0]?.data?.url).toBe(`/api/v1/funding?account_number=${REDACTED}`);
    // The input is left as it was.
    expect(event.extra).toEqual({ accountNumber: '123456789012', attempt: 2 });
  });

  it('returns null rather than throwing when the event cannot be walked', () => {
    const hostile = {
      type: undefined,
      get extra(): Record<string, unknown> {
        throw new Error('getter blew up');
      },
    } as ErrorEvent;
    expect(redactEvent(hostile)).toBeNull();
  });
});

describe('redactBreadcrumb', () => {
  it('redacts a message holding a bank account number, and the data', () => {
    const breadcrumb: Breadcrumb = {
      category: 'console',
      message: 'Linked bank account 123456789012 routing 021000021',
      data: { arguments: ['Linked', { accountNumber: '123456789012' }] },
    };
    expect(redactBreadcrumb(breadcrumb)).toEqual({
      category: 'console',
      message: `Linked bank account ${REDACTED} routing ${REDACTED}`,
      data: { arguments: ['Linked', { accountNumber: REDACTED }] },
    });
  });

  it('redacts the URL of a fetch breadcrumb and keeps harmless parameters', () => {
    const out = redactBreadcrumb({
      category: 'fetch',
      data: {
        method: 'GET',
        url: '/api/v1/funding?account_number=123456789&ok=1',
        status_code: 200,
      },
    });
    expect(out?.data).toEqual({
      method: 'GET',
      url: `/api/v1/funding?account_number=${REDACTED}&ok=1`,
      status_code: 200,
    });
  });

  it('returns null rather than throwing', () => {
    const hostile = {
      get message(): string {
        throw new Error('getter blew up');
      },
    } as Breadcrumb;
    expect(redactBreadcrumb(hostile)).toBeNull();
  });
});

describe('redactSpan', () => {
  it('redacts a streamed span name and attributes', () => {
    const span = {
      name: 'GET /api/v1/funding?account_number=123456789012',
      attributes: { 'url.query': '?account_number=123456789012&ok=1', 'sentry.op': 'http.client' },
    };
    expect(redactSpan(span)).toEqual({
      name: `GET /api/v1/funding?account_number=${REDACTED}`,
      attributes: { 'url.query': `?account_number=${REDACTED}&ok=1`, 'sentry.op': 'http.client' },
    });
  });
});
