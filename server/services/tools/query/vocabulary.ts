// The query tool's vocabulary (parser.ts): the words for sectors, chart ranges, directions and
// bounds, and how a question is normalised before the rules read it.
import type { SectorName } from '@/contract/market';
import type { ScreenRange } from '@/contract/screener';

/** Words for each sector; longer phrases first within the list so "health care" beats "care". */
export const SECTOR_WORDS: Array<[RegExp, SectorName]> = [
  [
    /\b(tech|technology|software|semiconductors?|chips?|chipmakers?|it(?= stocks| sector| companies))\b/,
    'Information Technology',
  ],
  [/\b(health ?care|healthcare|health|pharma|pharmaceuticals?|biotech|medical)\b/, 'Health Care'],
  [/\b(banks?|banking|financials?|finance|insurers?|insurance)\b/, 'Financials'],
  [/\b(energy|oil|gas)\b/, 'Energy'],
  [/\b(utility|utilities)\b/, 'Utilities'],
  [/\b(real estate|reits?|property)\b/, 'Real Estate'],
  [/\b(materials|mining|miners|chemicals?)\b/, 'Materials'],
  [/\b(industrials?|aerospace|defen[cs]e|airlines?|railroads?)\b/, 'Industrials'],
  [/\b(consumer staples|staples|food|beverages?)\b/, 'Consumer Staples'],
  [
    /\b(consumer discretionary|discretionary|retail|retailers|autos?|carmakers?)\b/,
    'Consumer Discretionary',
  ],
  [/\b(communication services|communications?|telecoms?|media)\b/, 'Communication Services'],
  [/\b(etfs?|funds?|index funds?)\b/, 'ETF'],
];

export const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
export const BELOW = String.raw`(?:under|below|less than|lower than|cheaper than|at most|no more than|max(?:imum)?|<=?)`;
export const ABOVE = String.raw`(?:over|above|more than|greater than|higher than|at least|min(?:imum)?|>=?)`;

export const RANGE_WORDS: Array<[RegExp, ScreenRange]> = [
  [/\b(today|todays|this session)\b/, '1D'],
  [/\b(ytd|year to date|this year|so far this year)\b/, 'YTD'],
  [/\b(past|last|previous) (12 months|year)\b|\b(12 months|one year|1 year)\b/, '1Y'],
  [/\b(6|six) months?\b|\bhalf (a )?year\b/, '6M'],
  [/\b(3|three) months?\b|\b(quarter|90 days)\b/, '3M'],
  [/\b(this|past|last|previous) month\b|\b(30 days|4 weeks|month)\b/, '1M'],
  [/\b(this|past|last|previous) week\b|\b(5 days|7 days|week)\b/, '1W'],
];

export const FELL =
  /\b(fell|fallen|falling|dropped|dropping|declined|declining|down|lost|losing|sank|slid|slumped|tumbled|losers?|decliners?|worst)\b/;
export const ROSE =
  /\b(rose|risen|rising|gained|gaining|climbed|climbing|rallied|jumped|soared|winners?|gainers?|best|up (?=\d|this|today|over|since|the most|most|in|ytd))/;
export const SUPERLATIVE = /\b(most|biggest|largest|worst|best|top)\b/;
export const PORTFOLIO = /\b(my|mine|i own|i hold|i have|holdings?|positions?|portfolio)\b/;
export const GENERIC = /\b(stocks?|companies|company|shares|equities|securities|names|screen)\b/;

export function normalize(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(
      /\bp\s*\/\s*e\b|\bp\.e\.?|\bprice[ -]to[ -]earnings\b|\bprice\/earnings\b|\bp e\b/g,
      'pe',
    )
    .replace(/\b52[- ]?(weeks?|wk)\b/g, '52 week')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/[?!,;:()"]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
