// The query tool's parser: a plain-English question → a screener query or a
// portfolio query, deterministically: fixed rules over the lower-cased text, no network, no
// model. Each rule that fires adds a line to `understood`, which the screen shows; a question no
// rule understands is 'unknown' and gets the helpful answer (service.ts). Pure: parser.test.ts.
import type { PortfolioQuery } from '@/contract/query';
import type { ScreenCriteria, ScreenRange, ScreenSort } from '@/contract/screener';
import { ADVICE_DEFAULT, readAdvice } from './advice';
import { readNamedSecurities } from './named-securities';
import { parsePortfolio } from './portfolio-question';
import { Reader } from './reader';
import { readChange, readLimit, readRange, readSectors } from './shared-phrases';
import { ABOVE, BELOW, GENERIC, normalize, NUMBER, PORTFOLIO } from './vocabulary';

/** `advice`: the question asked what to buy or sell; the answer is data, said to be no advice. */
export type ParsedQuestion =
  | { kind: 'screen'; criteria: ScreenCriteria; understood: string[]; advice?: boolean }
  | { kind: 'portfolio'; query: PortfolioQuery; understood: string[]; advice?: boolean }
  | {
      kind: 'securities';
      symbols: string[];
      range: ScreenRange;
      understood: string[];
      advice?: boolean;
    }
  | { kind: 'unknown'; understood: string[] };

function readBounds(
  r: Reader,
  subject: string,
  unit: { prefix?: string; suffix?: string },
): { min?: string; max?: string; phrase?: string } {
  const pre = unit.prefix ? `\\${unit.prefix}?\\s*` : '';
  const suf = unit.suffix ? `\\s*(?:${unit.suffix})?` : '';
  const between = r.take(
    new RegExp(
      String.raw`${subject}\s+(?:of\s+|is\s+)?between\s+${pre}${NUMBER}${suf}\s+and\s+${pre}${NUMBER}${suf}`,
    ),
  );
  if (between) return { min: between[1], max: between[2], phrase: between[0] };
  const below = r.take(
    new RegExp(String.raw`${subject}\s+(?:of\s+|is\s+)?${BELOW}\s+${pre}${NUMBER}${suf}`),
  );
  if (below) return { max: below[1], phrase: below[0] };
  const above = r.take(
    new RegExp(String.raw`${subject}\s+(?:of\s+|is\s+)?${ABOVE}\s+${pre}${NUMBER}${suf}`),
  );
  if (above) return { min: above[1], phrase: above[0] };
  return {};
}

function toBillions(amount: string, unit: string | undefined): string {
  const n = Number(amount);
  const scale = unit?.startsWith('t') ? 1000 : unit?.startsWith('m') ? 0.001 : 1;
  return String(Math.round(n * scale * 1000) / 1000);
}

function parseScreen(r: Reader): ParsedQuestion {
  const c: ScreenCriteria = {};
  let sort: ScreenSort | undefined;
  let order: 'asc' | 'desc' | undefined;

  const limit = readLimit(r);
  if (limit) c.limit = limit;

  // Market cap before price, so "$100 billion" is not read as a price.
  const cap = r.take(
    new RegExp(
      String.raw`(?:market cap(?:italization)?|valued at|worth)\s+(?:of\s+)?(${BELOW}|${ABOVE})\s+\$?\s*${NUMBER}\s*(trillion|tn|t|billion|bn|b|million|mn|m)\b`,
    ),
  );
  if (cap) {
    const value = toBillions(cap[2] as string, cap[3]);
    const isMax = new RegExp(`^${BELOW}$`).test(cap[1] as string);
    if (isMax) c.max_cap_bn = value;
    else c.min_cap_bn = value;
    r.note(cap[0], `market cap ${isMax ? 'at most' : 'at least'} $${value}B`);
  }
  const size = r.take(
    /\b(mega|large|big|mid|small|micro)\s?(caps?|capitalization)\b|\bblue chips?\b/,
  );
  if (size) {
    const word = size[1] ?? 'large';
    if (word === 'mega') c.min_cap_bn = '200';
    else if (word === 'large' || word === 'big') c.min_cap_bn = '10';
    else if (word === 'mid') {
      c.min_cap_bn = '2';
      c.max_cap_bn = '10';
    } else if (word === 'small') {
      c.min_cap_bn = '0.3';
      c.max_cap_bn = '2';
    } else c.max_cap_bn = '0.3';
    r.note(size[0], bandWords(c.min_cap_bn, c.max_cap_bn));
  }

  const pe = readBounds(r, String.raw`\bpe(?:\s+ratios?)?s?`, {});
  if (pe.phrase) {
    if (pe.min) c.min_pe = pe.min;
    if (pe.max) c.max_pe = pe.max;
    r.note(pe.phrase, `P/E ${boundWords(pe.min, pe.max, '')}`);
  } else {
    const lowHigh = r.take(/\b(low|cheap|high)\s+pe(\s+ratios?)?\b/);
    if (lowHigh) {
      if (lowHigh[1] === 'high') c.min_pe = '30';
      else c.max_pe = '15';
      r.note(lowHigh[0], `P/E ${lowHigh[1] === 'high' ? 'at least 30' : 'at most 15'}`);
    }
  }

  const yieldBounds = readBounds(r, String.raw`\b(?:dividend\s+)?yield(?:ing|s)?`, {
    suffix: '%|percent',
  });
  if (yieldBounds.phrase) {
    if (yieldBounds.min) c.min_yield = yieldBounds.min;
    if (yieldBounds.max) c.max_yield = yieldBounds.max;
    r.note(
      yieldBounds.phrase,
      `dividend yield ${boundWords(yieldBounds.min, yieldBounds.max, '%')}`,
    );
  }
  const yieldSort = r.take(
    /\b(highest|best|top|biggest)\s+(dividend\s+)?(yields?|yielding|dividends?)\b/,
  );
  if (yieldSort) {
    sort = 'dividend_yield';
    order = 'desc';
    r.note(yieldSort[0], 'sorted by dividend yield, highest first');
  }

  const highYield = r.take(
    /\b(high|big|juicy|generous)\s+(dividend\s+)?(yields?|yielding|dividends?)\b/,
  );
  if (highYield && !c.min_yield) {
    c.min_yield = '4';
    r.note(highYield[0], 'dividend yield at least 4%');
  }
  const noDividend = r.take(/\b(no|without)\s+dividends?\b|\bnon dividend\b/);
  if (noDividend) {
    c.max_yield = '0';
    r.note(noDividend[0], 'no dividend');
  }
  const payers = r.take(
    /\bdividends?(\s+(stocks?|payers?|paying|growers?))?\b|\bpays?(ing)?\s+(a\s+)?dividends?\b|\bincome stocks?\b/,
  );
  if (payers && !c.min_yield && !c.max_yield) {
    c.min_yield = '0.01';
    r.note(payers[0], 'pays a dividend');
  }
  const week = r.take(
    /\b(?:near|at|close to|by|around|hitting|new)\s+(?:their\s+|its\s+|a\s+|the\s+)?52 week\s+(high|low)s?\b|\b52 week\s+(high|low)s?\b/,
  );
  if (week) {
    const high = (week[1] ?? week[2]) === 'high';
    if (high) c.min_52w = '90';
    else c.max_52w = '10';
    r.note(
      week[0],
      high ? 'in the top 10% of the 52-week range' : 'in the bottom 10% of the 52-week range',
    );
    if (!sort) {
      sort = 'week52_position';
      order = high ? 'desc' : 'asc';
    }
  }

  const price = readPrice(r);
  if (price.phrase) {
    if (price.min) c.min_price = price.min;
    if (price.max) c.max_price = price.max;
    r.note(price.phrase, `price ${boundWords(price.min, price.max, '', '$')}`);
  }
  const cheap = r.take(/\b(cheapest|least expensive|most expensive|priciest)\b/);
  if (cheap && !sort) {
    sort = 'price';
    order = cheap[1] === 'cheapest' || cheap[1] === 'least expensive' ? 'asc' : 'desc';
    r.note(cheap[0], `sorted by price, ${order === 'asc' ? 'lowest' : 'highest'} first`);
  }
  const peSort = r.take(/\b(lowest|highest)\s+pe(\s+ratios?)?\b/);
  if (peSort && !sort) {
    sort = 'pe_ratio';
    order = peSort[1] === 'lowest' ? 'asc' : 'desc';
    r.note(peSort[0], `sorted by P/E, ${order === 'asc' ? 'lowest' : 'highest'} first`);
  }

  const sectors = readSectors(r);
  if (sectors.length > 0) c.sectors = sectors.join(',');

  const range = readRange(r);
  const change = readChange(r);
  if (change) {
    if ('max' in change) c.max_change = change.max;
    else if ('min' in change) c.min_change = change.min;
    else if (!change.superlative) {
      if (change.direction === 'down') c.max_change = '0';
      else c.min_change = '0';
    }
    if (!sort) {
      sort = 'change';
      order = change.direction === 'down' ? 'asc' : 'desc';
    }
  }
  if (range) c.range = range;
  else if (change) c.range = '1D';

  const bySize = r.take(/\b(biggest|largest|smallest)\b/);
  if (bySize && !sort) {
    sort = 'market_cap';
    order = bySize[1] === 'smallest' ? 'asc' : 'desc';
    r.note(bySize[0], `sorted by market cap, ${order === 'asc' ? 'smallest' : 'largest'} first`);
  }

  if (sort) c.sort = sort;
  if (order) c.order = order;
  const matched = r.understood.length > 0;
  const generic = r.take(GENERIC);
  if (!matched) {
    if (!generic) return { kind: 'unknown', understood: [] };
    r.note(generic[0], 'every security, largest first');
  }
  return { kind: 'screen', criteria: c, understood: r.understood };
}

/** A price needs a $ or a price word: a bare "under 50" is too vague to read as one. */
function readPrice(r: Reader): { min?: string; max?: string; phrase?: string } {
  const word = String.raw`(?:priced|price|prices|trading|costing|costs?)\s+(?:at\s+)?`;
  const between = r.take(
    new RegExp(
      String.raw`(?:${word})?between\s+\$\s*${NUMBER}\s+and\s+\$?\s*${NUMBER}|${word}between\s+${NUMBER}\s+and\s+${NUMBER}`,
    ),
  );
  if (between) {
    return { min: between[1] ?? between[3], max: between[2] ?? between[4], phrase: between[0] };
  }
  for (const [side, pattern] of [
    ['max', BELOW],
    ['min', ABOVE],
  ] as const) {
    const match = r.take(
      new RegExp(String.raw`(?:${word})?${pattern}\s+\$\s*${NUMBER}|${word}${pattern}\s+${NUMBER}`),
    );
    if (match) return { [side]: match[1] ?? match[2], phrase: match[0] };
  }
  return {};
}

function boundWords(min: string | undefined, max: string | undefined, suffix: string, prefix = '') {
  if (min && max) return `between ${prefix}${min}${suffix} and ${prefix}${max}${suffix}`;
  if (min) return `at least ${prefix}${min}${suffix}`;
  return `at most ${prefix}${max ?? ''}${suffix}`;
}

function bandWords(min: string | number | undefined, max: string | number | undefined) {
  return `market cap ${boundWords(min?.toString(), max?.toString(), 'B', '$')}`;
}

export function parseQuestion(question: string): ParsedQuestion {
  const text = normalize(question);
  if (text === '') return { kind: 'unknown', understood: [] };
  const r = new Reader(text);
  const advice = readAdvice(r);
  const symbols = readNamedSecurities(r, question);
  if (symbols.length > 0) {
    const range = readRange(r) ?? '1Y';
    if (symbols.length > 1) r.note(symbols.join(' and '), `compared over ${range}`);
    return { kind: 'securities', symbols, range, understood: r.understood, advice };
  }
  const mine = r.text.match(PORTFOLIO);
  if (mine) {
    r.note(mine[0], 'your holdings');
    return { ...parsePortfolio(r), advice };
  }
  const before = r.understood.length;
  const parsed = parseScreen(r);
  if (!advice) return parsed;
  // Only a screen the question narrowed ("dividend stocks to buy"); else the default list.
  if (parsed.kind === 'screen' && r.understood.length > before) return { ...parsed, advice };
  r.note('nothing narrower', 'the ten largest securities and their change over a year');
  return { kind: 'screen', criteria: { ...ADVICE_DEFAULT }, understood: r.understood, advice };
}
