// Passwords an attacker tries first are refused at sign-up and at a change of password (OWASP
// ASVS 5.0 V6.2.4: checked against at least the top 3,000 common passwords; V6.2.11: and against
// context-specific words). NIST SP 800-63B asks for this instead of composition rules.
//
// The list is zxcvbn-ts's `passwords-common` dictionary (@zxcvbn-ts/language-common, MIT; about
// 49,000 entries drawn from breach corpora), compared lower-cased. It is loaded on the first
// check, not at start-up: decompressing it and building the Set costs about 100 ms once, which
// a process that never checks a password (a worker, a test of something else) need not pay.
import { createRequire } from 'node:module';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { BRANDS } from '@/platform/brand/brands';

/**
 * Context-specific words (ASVS V6.2.11): the names of both brands (spec §1) and the words of our
 * trade. A password that is one of them with digits, spaces or symbols around it
 * ("Stockroom2026!", "Main Street Invest 1") is as guessable as the word itself.
 */
const TRADE_WORDS = [
  'investing',
  'investor',
  'investment',
  'stocks',
  'stockmarket',
  'trading',
  'trader',
  'portfolio',
  'dividend',
  'brokerage',
  'robinhood',
  'bitcoin',
  'crypto',
  'ethereum',
  'money',
  'password',
];

const lettersOnly = (value: string) => value.toLowerCase().replace(/[^\p{L}]/gu, '');

const CONTEXT_WORDS = new Set(
  [
    ...Object.values(BRANDS).flatMap((brand) => [brand.displayName, brand.manifest.shortName]),
    ...TRADE_WORDS,
  ]
    .map(lettersOnly)
    .filter(Boolean),
);

const require = createRequire(import.meta.url);
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof LanguageCommon;
    common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return common;
}

/** How many passwords the common list holds (for the test that it is the full list). */
export const commonPasswordCount = (): number => commonPasswords().size;

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return (
    commonPasswords().has(lower) ||
    CONTEXT_WORDS.has(lettersOnly(password)) ||
    /^(.)\1+$/.test(lower) ||
    /^(0123456789|1234567890)+$/.test(lower)
  );
}
