// Phrases both kinds of question use (parser.ts: a screen of the market, portfolio-question.ts:
// the member's holdings): sectors, a period, a rise or fall, and how many.
import type { SectorName } from '@/contract/market';
import type { ScreenRange } from '@/contract/screener';
import type { Reader } from './reader';
import { ABOVE, FELL, NUMBER, RANGE_WORDS, ROSE, SECTOR_WORDS, SUPERLATIVE } from './vocabulary';

export function readSectors(r: Reader): SectorName[] {
  const sectors: SectorName[] = [];
  for (const [pattern, sector] of SECTOR_WORDS) {
    const match = r.take(pattern);
    if (match && !sectors.includes(sector)) {
      sectors.push(sector);
      r.note(match[0], `sector ${sector}`);
    }
  }
  return sectors;
}

export function readRange(r: Reader): ScreenRange | undefined {
  for (const [pattern, range] of RANGE_WORDS) {
    const match = r.take(pattern);
    if (match) {
      r.note(match[0], `range ${range}`);
      return range;
    }
  }
  return undefined;
}

/** "fell more than 10%" → { max: -10 }; "fell" → { direction } only. */
export function readChange(r: Reader) {
  const fellBy = r.take(
    new RegExp(
      String.raw`\b(?:fell|dropped|declined|down|lost|sank)\s+(?:by\s+)?(?:${ABOVE}\s+)?${NUMBER}\s*(?:%|percent)`,
    ),
  );
  if (fellBy) {
    r.note(fellBy[0], `change at most -${fellBy[1]}%`);
    return { direction: 'down' as const, max: `-${fellBy[1]}`, superlative: false };
  }
  const roseBy = r.take(
    new RegExp(
      String.raw`\b(?:rose|gained|up|climbed|jumped)\s+(?:by\s+)?(?:${ABOVE}\s+)?${NUMBER}\s*(?:%|percent)`,
    ),
  );
  if (roseBy) {
    r.note(roseBy[0], `change at least ${roseBy[1]}%`);
    return { direction: 'up' as const, min: roseBy[1], superlative: false };
  }
  const superlative = SUPERLATIVE.test(r.text);
  const fell = r.take(FELL);
  if (fell) {
    r.note(fell[0], superlative ? 'sorted by change, biggest fall first' : 'price change below 0%');
    if (superlative) r.take(SUPERLATIVE);
    return { direction: 'down' as const, superlative };
  }
  const rose = r.take(ROSE);
  if (rose) {
    r.note(rose[0], superlative ? 'sorted by change, biggest rise first' : 'price change above 0%');
    if (superlative) r.take(SUPERLATIVE);
    return { direction: 'up' as const, superlative };
  }
  return null;
}

export function readLimit(r: Reader): string | undefined {
  const match = r.take(
    /\b(?:top|first|best|worst)\s+(\d{1,3})\b|\b(\d{1,3})\s+(?=stocks|companies|names|holdings|positions)/,
  );
  if (!match) return undefined;
  const n = Math.min(100, Math.max(1, Number(match[1] ?? match[2])));
  r.note(match[0], `the first ${n}`);
  return String(n);
}
