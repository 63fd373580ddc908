// Security search for the search screen and the order ticket (spec §2 "search"): exact symbol
// first, then symbols starting with the query, then names with a word starting with it. The
// symbol match ignores case and punctuation, so "brk b", "BRK-B" and "brkb" all find BRK.B.
import { type Security, listSecurities } from './universe';

export interface SecuritySummary {
  symbol: string;
  name: string;
  exchange: Security['exchange'];
  kind: Security['kind'];
  sector: Security['sector'];
}

export const SEARCH_LIMIT_MAX = 50;

const EXACT_SYMBOL = 0;
const SYMBOL_PREFIX = 1;
const NAME_WORD_PREFIX = 2;

const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function summarize(security: Security): SecuritySummary {
  const { symbol, name, exchange, kind, sector } = security;
  return { symbol, name, exchange, kind, sector };
}

/** The securities matching a query, best first; [] for a blank query. */
export function searchSecurities(query: string, limit = 20): SecuritySummary[] {
  const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const symbolQuery = compact(query);
  if (phrase === '') return [];
  const ranked: Array<{ security: Security; rank: number }> = [];
  for (const security of listSecurities()) {
    const rank = rankOf(security, symbolQuery, phrase);
    if (rank !== null) ranked.push({ security, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.rank === SYMBOL_PREFIX ? a.security.symbol.length - b.security.symbol.length : 0) ||
      approximateSize(b.security) - approximateSize(a.security) ||
      a.security.symbol.localeCompare(b.security.symbol),
  );
  const capped = Math.max(1, Math.min(Math.trunc(limit), SEARCH_LIMIT_MAX));
  return ranked.slice(0, capped).map(({ security }) => summarize(security));
}

function rankOf(security: Security, symbolQuery: string, phrase: string): number | null {
  const symbol = compact(security.symbol);
  if (symbolQuery !== '' && symbol === symbolQuery) return EXACT_SYMBOL;
  if (symbolQuery !== '' && symbol.startsWith(symbolQuery)) return SYMBOL_PREFIX;
  const name = security.name.toLowerCase();
  let from = name.indexOf(phrase);
  while (from !== -1) {
    if (from === 0 || !/[a-z0-9]/.test(name[from - 1] as string)) return NAME_WORD_PREFIX;
    from = name.indexOf(phrase, from + 1);
  }
  return null;
}

/** Base price × shares: a stable size ranking that does not move with the quote. */
function approximateSize(security: Security): number {
  return security.basePrice * security.sharesOutstanding;
}
