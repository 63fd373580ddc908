// Securities a question names (parser.ts): tickers ("MSFT", "$nvda", "msft") and company names
// ("apple", "coca cola", "bank of america"), read from the universe data file, plus the nicknames
// people use ("coke", "facebook", "the s&p 500"). A found name is consumed, so the screen rules
// never read "home depot" as a sector or "best buy" as a ranking.
import { findSecurity, listSecurities } from '../../../market';
import type { Reader } from './reader';
import { normalize } from './vocabulary';

/** Nicknames and short names that the data file's names do not give. */
const ALIASES: Record<string, string> = {
  google: 'GOOGL',
  amazon: 'AMZN',
  alphabet: 'GOOGL',
  facebook: 'META',
  meta: 'META',
  coke: 'KO',
  pepsi: 'PEP',
  disney: 'DIS',
  exxon: 'XOM',
  'jp morgan': 'JPM',
  jpmorgan: 'JPM',
  chase: 'JPM',
  'bank of america': 'BAC',
  bofa: 'BAC',
  berkshire: 'BRK.B',
  'johnson and johnson': 'JNJ',
  'johnson & johnson': 'JNJ',
  'j&j': 'JNJ',
  'procter and gamble': 'PG',
  'p&g': 'PG',
  'at&t': 'T',
  att: 'T',
  mcdonalds: 'MCD',
  lowes: 'LOW',
  'home depot': 'HD',
  'eli lilly': 'LLY',
  lilly: 'LLY',
  'wells fargo': 'WFC',
  goldman: 'GS',
  'goldman sachs': 'GS',
  'morgan stanley': 'MS',
  amex: 'AXP',
  'american express': 'AXP',
  'general motors': 'GM',
  'general electric': 'GE',
  'ge aerospace': 'GE',
  fedex: 'FDX',
  'united health': 'UNH',
  unitedhealth: 'UNH',
  't mobile': 'TMUS',
  'best buy': 'BBY',
  'the s&p 500': 'SPY',
  's&p 500': 'SPY',
  's&p': 'SPY',
  'sp 500': 'SPY',
  sp500: 'SPY',
  'nasdaq 100': 'QQQ',
  nasdaq: 'QQQ',
  'the dow': 'DIA',
  'dow jones': 'DIA',
  bitcoin: 'IBIT',
  'russell 2000': 'IWM',
};

/** Company-name words that say too little alone (or are ordinary English). */
const WEAK_WORDS = new Set(
  (
    'the american united international general public national global first western west ' +
    'southern texas realty digital capital energy health consumer constellation royal union ' +
    'republic universal home old fair world delta carrier target block snap match pool ball ' +
    'best dollar waste quest extra crown iron electronic interactive regions citizens key ' +
    'fifth state live news progressive equity charles marathon simon invitation alexandria ' +
    'ishares vanguard spdr invesco schwab select technology financial industrial utilities ' +
    'morgan johnson arch eaton essex prologis ross principal hartford'
  ).split(' '),
);

/** Lower-case words that are also tickers: read as tickers only written in capitals or with $. */
const WORD_TICKERS = new Set(
  (
    'now low all are key net team snow app gen ter ice amp cost hum dow coin hood pool deck ' +
    'pins snap tel keys ball ally bro dash luv fast well cat ups lin mos hal apo bx wm ' +
    'cf ip mo pm dd ge gm hd ko pg cl rf ir it on so ed ma ms gs de el ' +
    'spg dal tt wab cme amt ccl rcl pep met cop fang mmm yum hubs usb peg awk iff agg dia ' +
    'hon cor xyz lulu mas aon len mar gild psa nee'
  ).split(' '),
);

const SUFFIXES =
  /\b(inc|incorporated|corp|corporation|company|co|plc|ltd|limited|holdings?|group|class [abc]|n ?v|s ?a|the|trust|etf|fund|shares|platforms|technologies|the)\b\.?/g;

const clean = (name: string) =>
  normalize(name.replace(/\./g, '')).replace(SUFFIXES, ' ').replace(/\s+/g, ' ').trim();

/** Every way of naming a security, longest first so "bank of america" beats "america". */
const NAMES: Array<[string, string]> = (() => {
  const names = new Map<string, string>();
  const firstWords = new Map<string, string[]>();
  for (const security of listSecurities()) {
    const full = clean(security.name);
    if (full.length >= 3 && !WEAK_WORDS.has(full) && !names.has(full))
      names.set(full, security.symbol);
    const first = full.split(' ')[0] ?? '';
    firstWords.set(first, [...(firstWords.get(first) ?? []), security.symbol]);
  }
  for (const [word, symbols] of firstWords) {
    if (symbols.length === 1 && word.length >= 4 && !WEAK_WORDS.has(word) && !names.has(word))
      names.set(word, symbols[0]!);
  }
  for (const [alias, symbol] of Object.entries(ALIASES)) names.set(alias, symbol);
  return [...names].sort((a, b) => b[0].length - a[0].length);
})();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');
const NAME_PATTERNS = NAMES.map(
  ([name, symbol]) => [new RegExp(`(?:^|\\s)(${escape(name)})s?(?=\\s|$)`), symbol] as const,
);

/**
 * The securities `original` names, in the order named: tickers in capitals or after $ first
 * (from the question as typed), then names and lower-case tickers from `r`'s text, which
 * loses what it found.
 */
export function readNamedSecurities(r: Reader, original: string): string[] {
  const found: Array<{ at: number; symbol: string }> = [];
  const add = (symbol: string, at: number, phrase: string, name: string) => {
    if (found.some((f) => f.symbol === symbol)) return;
    found.push({ at, symbol });
    r.note(phrase, `${name} (${symbol})`);
  };
  const shouting = original === original.toUpperCase();
  for (const match of original.matchAll(/(\$)?\b([A-Za-z]{1,5}(?:\.[A-Za-z])?)\b/g)) {
    const [, dollar, word] = match as unknown as [string, string | undefined, string];
    const capitals = word === word.toUpperCase() && !shouting;
    const lower = word.toLowerCase();
    if (!dollar && !capitals) continue;
    if (!dollar && (word.length < 2 || WORD_TICKERS.has(lower))) continue;
    const security = findSecurity(word);
    if (!security) continue;
    r.take(new RegExp(`\\$?\\b${escape(lower)}\\b`));
    add(security.symbol, match.index ?? 0, match[0], security.name);
  }
  for (const [pattern, symbol] of NAME_PATTERNS) {
    const at = r.text.search(pattern);
    if (at < 0) continue;
    const match = r.take(pattern)!;
    add(symbol, at, match[1]!, findSecurity(symbol)!.name);
  }
  for (const match of r.text.matchAll(/\b([a-z]{3,5})\b/g)) {
    const word = match[1]!;
    if (WORD_TICKERS.has(word)) continue;
    const security = findSecurity(word);
    if (!security || security.symbol.includes('.')) continue;
    add(security.symbol, match.index ?? 0, word, security.name);
  }
  for (const f of found) r.take(new RegExp(`\\b${escape(f.symbol.toLowerCase())}\\b`));
  return found.sort((a, b) => a.at - b.at).map((f) => f.symbol);
}
