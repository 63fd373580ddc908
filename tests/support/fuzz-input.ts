// Invalid input derived from a route's own superstruct structs, for the bad-input suite
// (tests/api/bad-input-fuzz.test.ts). The oracle is the struct itself: only values it rejects are
// kept, and the field a 400 must name is the path of its first failure.
import fc from 'fast-check';
import type { AnyStruct, RouteSpec } from '@server/http/route';

export type Path = (string | number)[];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const accepts = (struct: AnyStruct, value: unknown): boolean =>
  struct.validate(value)[0] === undefined;

/** The field a 400 names for this value ('' when the value is not an object at all), or null. */
export function expectedField(struct: AnyStruct, value: unknown): string | null {
  const [error] = struct.validate(value);
  if (!error) return null;
  const failure = error.failures()[0] ?? error;
  return failure.path.map(String).join('.');
}

// ---------------------------------------------------------------------------------------------
// A valid example of a struct, built from its shape and a list of candidate leaf values. A route
// whose struct has a field none of these fit makes the suite fail, naming it: add a candidate.

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const LEAF_CANDIDATES: readonly unknown[] = [
  false,
  true,
  'AAPL',
  '1',
  '1.00',
  '0.32',
  '500.00',
  '00000000-0000-4000-8000-000000000000',
  '2099-12-01',
  '1990-01-15',
  '2025-02',
  '01/15/1990',
  '2026-11-23T15:00:00Z',
  '110000000',
  '000123456789',
  'AB12345678',
  'pat@example.com',
  '555-123-4567',
  'CA',
  '94105',
  '123-45-6789',
  'abcdefgh',
  'a long enough passphrase',
  'Why I still like chips',
  'Demand for accelerators keeps outrunning supply, and the software moat deepens.',
  'What is the price of AAPL',
  'https://fcm.googleapis.com/fcm/send/a-device',
  `B${'A'.repeat(86)}`, // a push subscription's P-256 key (65 bytes, base64url)
  'A'.repeat(22), // and its auth secret (16 bytes)
  'CLOSE',
  'Energy',
  'Spam',
  'x',
  1,
  5,
  500,
  25_000,
  0.1,
  CARD,
  {},
];

export function validExample(struct: AnyStruct): unknown {
  if ((struct.type === 'object' || struct.type === 'type') && isRecord(struct.schema)) {
    const found = validObject(struct, struct.schema as Record<string, AnyStruct>);
    if (found !== undefined) return found;
  }
  if (struct.type === 'array' && struct.schema) {
    const item = validExample(struct.schema as AnyStruct);
    if (item !== undefined && accepts(struct, [item])) return [item];
  }
  if (struct.type === 'enums') {
    const first = Object.values(struct.schema as Record<string, unknown>)[0];
    if (accepts(struct, first)) return first;
  }
  return LEAF_CANDIDATES.find((candidate) => accepts(struct, candidate));
}

/**
 * The required fields first; when a refinement of the whole object wants more (an order's
 * quantity or notional), one optional field more, then other values of the enum fields.
 */
function validObject(struct: AnyStruct, fields: Record<string, AnyStruct>): unknown {
  const required: Record<string, unknown> = {};
  const optional: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const example = validExample(field);
    if (!accepts(field, undefined)) {
      if (example === undefined) return undefined;
      required[key] = example;
    } else if (example !== undefined) optional[key] = example;
  }
  const variants: Record<string, unknown>[] = [required];
  for (const [key, field] of Object.entries(fields)) {
    if (field.type !== 'enums' || !(key in required)) continue;
    for (const other of Object.values(field.schema as Record<string, unknown>)) {
      variants.push({ ...required, [key]: other });
    }
  }
  for (const variant of variants) {
    if (accepts(struct, variant)) return variant;
    for (const [key, example] of Object.entries(optional)) {
      const more = { ...variant, [key]: example };
      if (accepts(struct, more)) return more;
    }
  }
  return undefined;
}

/** Every key of an object struct, nested objects and array items included. */
/** A well-formed id for a path parameter whose endpoint gives no struct for it. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The route's URL with well-formed path parameters (each from the endpoint's params struct, so a
 * check of the body or the query is not stopped by a bad `:id`), or `values` where given.
 */
export function examplePath(spec: RouteSpec, values: Record<string, string> = {}): string {
  const example = (spec.params ? validExample(spec.params) : undefined) as
    Record<string, string> | undefined;
  return spec.url.replace(
    /:([a-z_]+)/g,
    (_, name: string) => values[name] ?? example?.[name] ?? PLACEHOLDER_ID,
  );
}

function schemaPaths(struct: AnyStruct, prefix: Path = []): Path[] {
  if ((struct.type === 'object' || struct.type === 'type') && isRecord(struct.schema)) {
    return Object.entries(struct.schema as Record<string, AnyStruct>).flatMap(([key, field]) => [
      [...prefix, key],
      ...schemaPaths(field, [...prefix, key]),
    ]);
  }
  if (struct.type === 'array' && struct.schema) {
    return [[...prefix, 0], ...schemaPaths(struct.schema as AnyStruct, [...prefix, 0])];
  }
  return [];
}

/** Every node of a JSON value (its root excluded). */
export function valuePaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [
      [...prefix, index],
      ...valuePaths(item, [...prefix, index]),
    ]);
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...valuePaths(item, [...prefix, key]),
    ]);
  }
  return [];
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as never)[key] : undefined),
    value,
  );
}

/** A copy of `value` with `path` set (missing objects on the way are created). */
export function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path as [string | number, ...Path];
  const base = (
    Array.isArray(value)
      ? [...(value as unknown[])]
      : isRecord(value)
        ? { ...value }
        : typeof key === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  base[key] = setAt(base[key], rest, leaf);
  return base;
}

/** A copy of `value` without `path`. */
function deleteAt(value: unknown, path: Path): unknown {
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    if (rest.length) copy[key as number] = deleteAt(copy[key as number], rest);
    else copy.splice(key as number, 1);
    return copy;
  }
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  if (rest.length) copy[key as string] = deleteAt(copy[key as string], rest);
  else delete copy[key as string];
  return copy;
}

/** What the server sees of a JSON body: a round trip, and `null` read as `{}` (route.ts). */
export function asSent(value: unknown): { text: string; seen: unknown } {
  const text = JSON.stringify(value) ?? 'null';
  return { text, seen: (JSON.parse(text) as Json) ?? {} };
}

// ---------------------------------------------------------------------------------------------
// Arbitraries.

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '-1e309',
  '0x10',
  '1,000',
  '1_000',
  '١٢٣',
  '１２３',
  '9'.repeat(40),
  '0.000000001',
  '99999999999999999999.99',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  'e\u0301',
  '💸💸',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  '${7*7}',
  'x'.repeat(10_000),
  '💸'.repeat(2_000),
];

/** Control characters, lone surrogates and the like, mixed into short strings. */
const weirdString = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom(
      '\u007f',
      '\u0085',
      '\u2028',
      '\ud800',
      '\udfff',
      '\ufffd',
      '\uffff',
      '"',
      '\\',
    ),
    fc.constantFrom('a', 'Z', '9', '-', '.', ' '),
  ),
  minLength: 1,
  maxLength: 40,
});

const numbers = fc.oneof(
  fc.constantFrom(-1, 0, -0.5, 0.5, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 2 ** 63, 1e-12),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const smallJson = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;

/** A value of any kind that is likely wrong somewhere. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: numbers, weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: weirdString, weight: 2 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  { arbitrary: smallJson, weight: 1 },
);

/** Near misses of a valid value: the same with a twist (a wrong type, a sign, a stray character). */
function nearMiss(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'string') {
    return fc.constantFrom(
      `${valid} `,
      ` ${valid}`,
      `${valid}\u0000`,
      `-${valid}`,
      `${valid}x`,
      `${valid}0`.repeat(4),
      valid.toUpperCase() === valid ? valid.toLowerCase() : valid.toUpperCase(),
      valid.repeat(400),
      valid.slice(1),
      Number(valid),
      [valid],
      { value: valid },
    );
  }
  if (typeof valid === 'number') {
    return fc.constantFrom(
      -valid,
      valid + 0.5,
      valid * 1e12,
      String(valid),
      [valid],
      Number.MAX_SAFE_INTEGER,
    );
  }
  if (typeof valid === 'boolean') return fc.constantFrom(String(valid), valid ? 1 : 0, [valid]);
  return badValue;
}

const extraKey = fc.oneof(
  fc.constantFrom('unexpected', 'id', 'user_id', 'admin', 'is_admin', 'balance_cents', 'role'),
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => `x_${key}`),
);

/** A whole body that is not an object. */
const notAnObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('a string', '', 0, 42, -1, true, false, []),
  fc.array(smallJson, { minLength: 1, maxLength: 3 }),
  fc.string({ maxLength: 30 }),
  numbers,
);

/** A path segment no route accepts: something a URL-safe id, slug or symbol never contains. */
export const badPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9]{0,8}$/),
      fc.constantFrom(
        ' ',
        '!',
        '"',
        '<',
        '>',
        '*',
        '\u0000',
        '\u00e9',
        '/',
        '?',
        '#',
        '💸',
        '\u202e',
      ),
      fc.stringMatching(/^[A-Za-z0-9]{0,8}$/),
    )
    .map(([before, bad, after]) => encodeURIComponent(`${before}${bad}${after}`)),
  fc.constantFrom(
    // Missing (an empty segment), raw (not encoded) malformed percent escapes, lengths no id has.
    '',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%C0%AF',
    '%FF%FE',
    'x'.repeat(5_000),
    '00000000-0000-4000-8000-00000000000g',
    '1%20OR%201%3D1',
    '-1',
    '0',
  ),
);

/** A value readIdempotencyKey refuses (checked against it by the caller). */
export const badIdempotencyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'has space',
    'tab\tkey',
    'k'.repeat(256),
    'café',
    'ключ',
    '💸',
    'a\u0000b',
  ),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9-]{0,20}$/), weirdString)
    .map(([start, bad]) => `${start}${bad}`),
  fc.integer({ min: 256, max: 2_000 }).map((length) => 'k'.repeat(length)),
);

/** A Cookie header that carries no session or CSRF secret anyone issued. */
export const badCookieHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'sid=',
    'sid',
    '=',
    ';;;',
    'sid=%E0%A4%A',
    'sid="unterminated',
    'sid=a; sid=b; csrf=c',
    `sid=${'s'.repeat(8_000)}`,
    'csrf=%ZZ; sid=%00',
  ),
  fc
    .tuple(fc.constantFrom('sid', 'csrf', 'x'), weirdString)
    .map(([name, value]) => `${name}=${value}`),
  fc.string({ maxLength: 60 }),
);

// ---------------------------------------------------------------------------------------------
// Whole bodies and queries.

const dedupe = (paths: Path[]) => [
  ...new Map(paths.map((path) => [JSON.stringify(path), path])).values(),
];

/**
 * JSON bodies mutated from a valid example of a body struct (a field wrong, missing or extra, or
 * no object at all), as sent and as the server sees them. Keep those the struct rejects (the
 * bad-input oracle) or accepts (edge values that must still not fail the server).
 */
export function bodyMutations(struct: AnyStruct): fc.Arbitrary<{ text: string; seen: unknown }> {
  const baseline = validExample(struct) ?? {};
  const paths = dedupe([...schemaPaths(struct), ...valuePaths(baseline)]);
  const objectPaths: Path[] = [
    [],
    ...paths.filter((path) => {
      const node = getAt(baseline, path);
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    }),
  ];
  const mutations: fc.Arbitrary<unknown>[] = [
    notAnObject,
    fc
      .tuple(fc.constantFrom(...objectPaths), extraKey, badValue)
      .map(([path, key, value]) => setAt(baseline, [...path, key], value)),
  ];
  if (paths.length) {
    const anyPath = fc.constantFrom(...paths);
    mutations.push(
      fc.tuple(anyPath, badValue).map(([path, value]) => setAt(baseline, path, value)),
      fc.tuple(anyPath, badValue).map(([path, value]) => setAt(baseline, path, value)),
      anyPath.chain((path) =>
        nearMiss(getAt(baseline, path)).map((value) => setAt(baseline, path, value)),
      ),
      anyPath.map((path) => deleteAt(baseline, path)),
    );
  }
  return fc.oneof(...mutations).map(asSent);
}

/** A query: a repeated key is an array, as the server parses it. */
export type Query = Record<string, string | string[]>;
const encodable = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};
const queryValue: fc.Arbitrary<string> = badValue
  .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
  .filter(encodable);

/** Queries mutated from a valid example of a query struct (a parameter wrong, twice, missing or extra). */
export function queryMutations(struct: AnyStruct): fc.Arbitrary<Query> {
  const example = (validExample(struct) ?? {}) as Record<string, unknown>;
  const baseline: Query = Object.fromEntries(
    Object.entries(example).map(([key, value]) => [key, String(value)]),
  );
  const keys = Object.keys(struct.schema as Record<string, unknown>);
  const mutations: fc.Arbitrary<Query>[] = [
    fc.tuple(extraKey, queryValue).map(([key, value]) => ({ ...baseline, [key]: value })),
  ];
  if (keys.length) {
    const anyKey = fc.constantFrom(...keys);
    mutations.push(
      fc.tuple(anyKey, queryValue).map(([key, value]) => ({ ...baseline, [key]: value })),
      fc.tuple(anyKey, queryValue).map(([key, value]) => ({ ...baseline, [key]: value })),
      // The same key twice: the server sees an array.
      fc
        .tuple(anyKey, queryValue, queryValue)
        .map(([key, a, b]) => ({ ...baseline, [key]: [a, b] })),
    );
  }
  const required = Object.keys(baseline).filter(
    (key) => !accepts(struct, { ...baseline, [key]: undefined }),
  );
  if (required.length) {
    mutations.push(
      fc.constantFrom(...required).map((key) => {
        const copy = { ...baseline };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}

export const queryString = (query: Query) =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`,
      ),
    )
    .join('&');

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
