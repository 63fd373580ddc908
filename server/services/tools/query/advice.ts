// A question asking what to buy or sell (the query tool): read and noted, then answered with data
// under a plain statement that the tool gives no advice (NO_ADVICE_MESSAGE in the contract).
import type { ScreenCriteria } from '@/contract/screener';
import type { Reader } from './reader';

/** What a question asking for a pick sounds like ("should I buy", "best stock to buy now"). */
const ADVICE =
  /\b(?:should (?:i|we)(?: buy| sell| invest(?: in)?| get| hold)?(?: or (?:buy|sell|hold))?|(?:do|would|can) you recommend|recommend(?:ations?)?(?: me)?|what (?:would|should) (?:i|you) (?:buy|sell|invest in|get)|would you (?:buy|sell|pick)|(?:is|are) (?:it|now|this) (?:a )?(?:good|right|bad|the right) time(?: to (?:buy|sell|invest))?|(?:a )?good (?:investment|buy|time to buy)|worth (?:buying|investing in|it)|(?:(?:best|top|good|safest|hottest|great) )?(?:stocks?|etfs?|shares|funds?|crypto|investments?) to (?:buy|own|sell|invest in)|to buy (?:right )?now|buy right now|too late to buy|(?:stock |hot )?tips?|advice|make (?:me )?(?:money|a fortune)|get rich|will (?:go up|rise|double|triple|crash|moon|skyrocket)|going to (?:go up|rise|double|crash)|safe (?:stocks?|investments?|bets?)(?: to (?:buy|invest in))?|invest in)\b/;

/** The answer to a pick asked for with nothing to narrow it: the largest securities, as data. */
export const ADVICE_DEFAULT: ScreenCriteria = {
  sort: 'market_cap',
  order: 'desc',
  limit: '10',
  range: '1Y',
};

/** Takes the phrase asking for advice from `r`, noting it; true when there was one. */
export function readAdvice(r: Reader): boolean {
  const asked = r.take(ADVICE);
  if (asked) r.note(asked[0], 'asks for advice: answered with data, not a recommendation');
  return asked !== null;
}
