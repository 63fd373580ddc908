// The funding bonus rules page (spec §2 /funding-bonus-rules) states the amount and the minimum
// deposit the server pays by (server/services/rewards/funding-bonus.ts): both read the constants of
// src/contract/funding-bonus.ts, and the page describes the programme that exists, with no
// conditions the server does not apply.
import { describe, expect, it } from 'vitest';
import { FUNDING_BONUS_CENTS, FUNDING_BONUS_MIN_DEPOSIT_CENTS } from '@/contract/funding-bonus';
import { formatRewardCents } from '@/ui/format';
import { fundingBonusRules } from './fundingBonusRules';
import { rewardsRules } from './rewardsRules';
import type { InfoPageContent } from './types';

const textOf = (page: InfoPageContent) =>
  [
    page.title,
    page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
  ].join('\n');

describe('funding bonus rules', () => {
  it('states the bonus and the minimum deposit the server uses', () => {
    const bonus = formatRewardCents(FUNDING_BONUS_CENTS);
    const minimum = formatRewardCents(FUNDING_BONUS_MIN_DEPOSIT_CENTS);
    expect(fundingBonusRules.intro).toContain(`first deposit of ${minimum} or more`);
    expect(fundingBonusRules.intro).toContain(`one-time ${bonus} bonus`);
    // Every dollar figure on the page is one of the two.
    const figures = new Set(textOf(fundingBonusRules).match(/\$\d[\d,]*(\.\d\d)?/g));
    expect([...figures].sort()).toEqual([bonus, minimum].sort());
  });

  it('names no condition the server does not apply', () => {
    const text = textOf(fundingBonusRules);
    // The server pays at settlement, once per person, into the reward balance: no holding
    // period, no offer code, no amount "shown in the app" other than this page's.
    expect(text).not.toMatch(
      /holding period|shown in the offer|shown in the app|promo(tion)? code/i,
    );
    expect(text).toMatch(/once per person/i);
    expect(text).toMatch(/settle/i);
    expect(text).toMatch(/reward balance/i);
  });

  it('the rewards rules list the funding bonus and pay rewards into the reward balance', () => {
    const text = textOf(rewardsRules);
    expect(text).toMatch(/funding bonuses, for qualifying first deposits/i);
    expect(text).toMatch(/added to your reward balance/i);
  });
});
