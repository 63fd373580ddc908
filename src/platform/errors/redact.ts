// Redaction of the sensitive data areas of spec §1 before anything leaves for the error-reporting
// service (spec §7): funding and bank transfer details, margin calls, identity and citizenship,
// immigration documents, political exposure, firm affiliation, income and investible-asset ranges.
// Two layers: by KEY (an object key or a `key=value` / `key: value` pair in text names a
// sensitive field, so its whole value goes) and by VALUE (patterns in free text that look like
// account/routing numbers, IBANs, SSNs, A-numbers, passports, dates of birth, money ranges).
// Pure and never throwing out: on an internal error the caller drops the event (returns null).
import type { Breadcrumb, Event } from '@sentry/react';

export const REDACTED = '[redacted]';

/**
 * Sensitive key names, matched against a key split into lower-case words joined by `_`
 * (`accountNumber`, `account-number` and `ACCOUNT_NUMBER` all become `account_number`). Each
 * entry must match whole words, so `ach` does not catch `attachment` nor `tin` `setting`.
 */
const SENSITIVE_KEY_WORDS = [
  // Funding and bank transfer details.
  'acc(?:oun)?t_?(?:number|num|no|nbr)s?',
  'routing(?:_?(?:number|num|no))?',
  'aba',
  'iban',
  'swift(?:_?code)?',
  'bic',
  'sort_?code',
  'bank\\w*',
  'ach',
  'wire',
  'acat',
  'funding\\w*',
  'micro_?deposits?',
  'deposits?',
  'withdrawals?',
  'card_?number',
  // Margin calls.
  'margin\\w*',
  // Identity and citizenship.
  'ssn\\d*',
  'social_?security\\w*',
  'tax_?id\\w*',
  'tin',
  'itin',
  'passport\\w*',
  'date_?of_?birth',
  'dob',
  'birth_?date',
  'birthday',
  'citizenships?',
  'citizen',
  'nationality',
  'identity',
  'id_?number',
  'drivers?_?licen[cs]e\\w*',
  // Immigration documents.
  'visas?',
  'visa_?\\w+',
  'green_?card\\w*',
  'alien\\w*',
  'a_?number',
  'uscis\\w*',
  'immigration\\w*',
  'permanent_?resident\\w*',
  // Political exposure.
  'pep',
  'politically\\w*',
  'political\\w*',
  'exposed_?person',
  // Firm affiliation.
  'affiliat\\w*',
  'firm',
  'employer\\w*',
  'finra\\w*',
  'control_?person',
  // Income and investible-asset ranges.
  'income\\w*',
  'salary',
  'investi?[ai]ble_?assets?',
  'net_?worth',
  'liquid_?assets?',
  'total_?assets?',
  // Credentials: the auth_id/token pair of spec §2 travels in query strings.
  'password',
  'passwd',
  'token',
  'secret',
  'auth_?id',
  'authorization',
  'cookies?',
  'csrf\\w*',
];

const SENSITIVE_KEY = new RegExp(`(?:^|_)(?:${SENSITIVE_KEY_WORDS.join('|')})(?:_|$)`);

/** Ids Sentry needs to link events and traces; never rewritten even if they look numeric. */
const STRUCTURAL_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'segment_id',
]);

/**
 * Substrings for Sentry's own query-string filter (`dataCollection.urlQueryParams.deny`), which
 * blanks these parameters where the SDK collects a URL, before our pass over the whole event.
 */
export const SENSITIVE_QUERY_TERMS = [
  'account',
  'acct',
  'routing',
  'iban',
  'swift',
  'bank',
  'ach',
  'margin',
  'ssn',
  'social',
  'tax',
  'passport',
  'birth',
  'dob',
  'citizen',
  'nationality',
  'visa',
  'green',
  'alien',
  'immigra',
  'pep',
  'politic',
  'affiliat',
  'firm',
  'employer',
  'income',
  'salary',
  'asset',
  'worth',
  'deposit',
  'withdraw',
];

function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(keyWords(key));
}

// --- Free text -----------------------------------------------------------------------------

/** `key=value`, `key: value`, `"key":"value"` where the key is sensitive (URLs, JSON, logs). */
function redactPairs(text: string): string {
  const pair = /([A-Za-z_][\w.-]*)(["']?)[ \t]*([:=])[ \t]*/g;
  let out = '';
  let copied = 0;
  for (let match = pair.exec(text); match; match = pair.exec(text)) {
    const [whole, key = '', , separator] = match;
    if (!isSensitiveKey(key)) continue;
    const start = match.index + whole.length;
    if (text.startsWith(REDACTED, start) || text.startsWith(REDACTED, start + 1)) continue;
    const end = valueEnd(text, start, separator === '=');
    if (end <= start) continue;
    const quote = text[start] === '"' || text[start] === "'" ? text[start] : '';
    out += text.slice(copied, start) + quote + REDACTED + quote;
    copied = end;
    pair.lastIndex = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function valueEnd(text: string, start: number, equals: boolean): number {
  const first = text[start];
  if (first === '"' || first === "'") {
    const close = text.indexOf(first, start + 1);
    return close === -1 ? text.length : close + 1;
  }
  // A placeholder another filter left, such as Sentry's own `[Filtered]`, is one value.
  const placeholder = /^\[[\w ]{1,20}\]/.exec(text.slice(start, start + 22));
  if (placeholder) return start + placeholder[0].length;
  // `a=1&b=2` and `a=1 b=2` end at the separator; `citizenship: United States, …` takes the
  // clause (a country has spaces), at most 80 characters.
  const stop = equals ? /[\s&;,#"'}\])]/ : /[\n&;,#"'}\])]/;
  let end = start;
  while (end < text.length && end - start < 80 && !stop.test(text[end] ?? '')) end += 1;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end -= 1;
  return end;
}

/** Words that make a nearby number a bank, identity or immigration number. */
const NUMBER_CONTEXT =
  '(?:account|acct|routing|aba|bank|ach|iban|checking|savings|wire|card|ssn|social security|tax id|tin|itin|passport|visa|green card|alien|a-number|uscis|license)s?';

const MONEY_CONTEXT =
  '(?:income|salary|net worth|(?:investible |investable |liquid )?assets?|margin calls?|margin|deposits?|withdrawals?|transfers?)';
const MONEY =
  '(?:\\$\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?[kmb]\\b)?|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?\\s?[kmb]\\b|\\d{4,}(?:\\.\\d+)?)';

const VALUE_PATTERNS: Array<[RegExp, string]> = [
  // SSN 123-45-6789 (also with spaces).
  [/\b\d{3}[- ]\d{2}[- ]\d{4}\b/g, REDACTED],
  // IBAN: two letters, two check digits, 11–30 more letters or digits, run together or in
  // groups of four.
  [/\b[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?)\b/g, REDACTED],
  // USCIS A-number: A, optional dash, 8 or 9 digits.
  [/\bA-?\d{8,9}\b/g, REDACTED],
  // Passport or visa numbers with letters: 6–12 letters and digits after the word.
  [
    /(\b(?:passport|visa)s?\b[^\w\n]{0,16}(?:(?:number|no)\b[^\w\n]{0,4})?)(?=[a-z]{0,11}\d)[a-z0-9]{6,12}\b/gi,
    `$1${REDACTED}`,
  ],
  // 4–17 digits (optionally grouped by spaces or dashes) shortly after a bank or identity word.
  [
    new RegExp(
      `(\\b${NUMBER_CONTEXT}\\b[^\\d\\n]{0,24}?)(?<![a-z])\\d(?:[ -]?\\d){3,16}(?!\\d)`,
      'gi',
    ),
    `$1${REDACTED}`,
  ],
  // Dates of birth.
  [
    /(\b(?:dob|date of birth|birth ?date|born(?: on)?)\b[^\d\n]{0,12})\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}/gi,
    `$1${REDACTED}`,
  ],
  // Amounts and ranges next to income, assets, margin calls or transfers: "$50,000–$100,000".
  // Only what looks like money ($, thousands separators, k/m/b, 4+ digits), not a status code.
  [
    new RegExp(
      `(\\b${MONEY_CONTEXT}\\b[^\\d$\\n]{0,24}?)${MONEY}(?:\\s*(?:-|–|to)\\s*${MONEY})?`,
      'gi',
    ),
    `$1${REDACTED}`,
  ],
  // Any other run of 9–17 digits standing alone: the length of routing, account and card numbers.
  [/(?<![\w.])\d{9,17}(?![\w])/g, REDACTED],
];

/** Redacts sensitive pairs and values in free text (messages, URLs, query strings). */
export function redactText(text: string): string {
  let out = redactPairs(text);
  for (const [pattern, replacement] of VALUE_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

// --- Structured data -----------------------------------------------------------------------

const MAX_DEPTH = 12;

/** A deep copy of `value` with sensitive keys blanked and free text redacted. */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (depth >= MAX_DEPTH) return REDACTED;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) {
    // A query string as `[key, value]` pairs.
    if (value.every(isStringPair)) {
      return value.map(([key, item]) => [key, isSensitiveKey(key) ? REDACTED : redactText(item)]);
    }
    return value.map((item) => redactValue(item, depth + 1, seen));
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSensitiveKey(key)) out[key] = REDACTED;
    else if (STRUCTURAL_KEYS.has(key)) out[key] = item;
    else out[key] = redactValue(item, depth + 1, seen);
  }
  return out;
}

function isStringPair(item: unknown): item is [string, string] {
  return (
    Array.isArray(item) &&
    item.length === 2 &&
    typeof item[0] === 'string' &&
    typeof item[1] === 'string'
  );
}

function redactRecord<T>(value: T): T {
  return redactValue(value) as T;
}

function redactBreadcrumbFields(breadcrumb: Breadcrumb): Breadcrumb {
  const out: Breadcrumb = { ...breadcrumb };
  if (out.message !== undefined) out.message = redactText(out.message);
  if (out.data !== undefined) out.data = redactRecord(out.data);
  return out;
}

// --- Sentry hooks ----------------------------------------------------------------------------

/**
 * `beforeSend`: the event with every place data appears redacted — message, log entry,
 * exception values, extra, contexts, tags, user, request (URL, query string, headers; cookies and
 * bodies removed), breadcrumbs, transaction name and spans. `null` (drop it) if anything fails.
 */
export function redactEvent<T extends Event>(event: T): T | null {
  try {
    const out: T = { ...event };
    if (out.message !== undefined) out.message = redactText(out.message);
    if (out.logentry) out.logentry = redactRecord(out.logentry);
    if (out.transaction !== undefined) out.transaction = redactText(out.transaction);
    if (out.exception?.values) {
      out.exception = {
        ...out.exception,
        values: out.exception.values.map((exception) => ({
          ...exception,
          ...(exception.value !== undefined && { value: redactText(exception.value) }),
          ...(exception.mechanism?.data && {
            mechanism: { ...exception.mechanism, data: redactRecord(exception.mechanism.data) },
          }),
        })),
      };
    }
    if (out.extra) out.extra = redactRecord(out.extra);
    if (out.contexts) out.contexts = redactRecord(out.contexts);
    if (out.tags) out.tags = redactRecord(out.tags);
    if (out.user) out.user = redactRecord(out.user);
    if (out.request) {
      // No cookies or bodies at all (spec §7 "no default PII"), whatever an integration added.
      const { cookies: _cookies, data: _data, ...request } = out.request;
      out.request = {
        ...request,
        ...(request.url !== undefined && { url: redactText(request.url) }),
        ...(request.query_string !== undefined && {
          query_string: redactRecord(request.query_string),
        }),
        ...(request.headers && { headers: redactRecord(request.headers) }),
      };
    }
    if (out.breadcrumbs) out.breadcrumbs = out.breadcrumbs.map(redactBreadcrumbFields);
    if (out.spans) {
      out.spans = out.spans.map((span) => ({
        ...span,
        ...(span.description !== undefined && { description: redactText(span.description) }),
        data: redactRecord(span.data),
      }));
    }
    return out;
  } catch {
    return null;
  }
}

/** `beforeBreadcrumb`: message, data and URLs redacted; `null` (drop it) if anything fails. */
export function redactBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  try {
    return redactBreadcrumbFields(breadcrumb);
  } catch {
    return null;
  }
}

/**
 * `beforeSendSpan` (streamed spans, the v11 default): name and attributes redacted. Sentry cannot
 * drop a span here, so on an internal error the span goes with its name and attributes blanked.
 */
export function redactSpan<T extends { name: string; attributes?: Record<string, unknown> }>(
  span: T,
): T {
  try {
    return {
      ...span,
      name: redactText(span.name),
      ...(span.attributes && { attributes: redactRecord(span.attributes) }),
    };
  } catch {
    return { ...span, name: REDACTED, attributes: {} };
  }
}
