// The funding bonus rules of spec §2 "/funding-bonus-rules": what the server pays
// (server/services/rewards/funding-bonus.ts), with the amounts taken from the one constant both
// sides read (src/contract/funding-bonus.ts), so the page cannot state other figures.
import { FUNDING_BONUS_CENTS, FUNDING_BONUS_MIN_DEPOSIT_CENTS } from '@/contract/funding-bonus';
import { formatRewardCents } from '@/ui/format';
import type { InfoPageContent } from './types';

const bonus = formatRewardCents(FUNDING_BONUS_CENTS);
const minimum = formatRewardCents(FUNDING_BONUS_MIN_DEPOSIT_CENTS);

export const fundingBonusRules: InfoPageContent = {
  title: 'Funding Bonus Rules',
  intro: `Your first deposit of ${minimum} or more into your Stockroom live account earns a one-time ${bonus} bonus. These rules explain how the offer works.`,
  updated: '2026-11-20',
  sections: [
    {
      heading: 'Who can earn it',
      paragraphs: [
        'Any Stockroom member with a live account can earn the funding bonus. It is paid once per person, whatever the number of deposits or accounts. Paper accounts hold virtual money and do not take deposits, so they do not qualify.',
      ],
    },
    {
      heading: 'How to qualify',
      paragraphs: [],
      bullets: [
        'Link a bank account in your name and deposit into your live account from it.',
        `Make a single deposit of at least ${minimum}. Smaller deposits do not add up towards the minimum, and a smaller deposit made first does not use up the offer: your first deposit of ${minimum} or more still qualifies.`,
        'Wait for the deposit to settle, usually within a few business days. Part of a deposit may be available to trade at once, but the bonus is paid only when the whole deposit has settled.',
      ],
    },
    {
      heading: 'The bonus',
      paragraphs: [
        `When your qualifying deposit settles, ${bonus} is added to your reward balance, shown on the Rewards screen, and we let you know in your notifications. You can redeem your reward balance into the cash of your live account at any time, and then invest or withdraw it like any other cash. The bonus is not a deposit: it is not taken from or added to the amount you deposited.`,
        'The bonus is subject to the Rewards Rules, including tax reporting.',
      ],
    },
    {
      heading: 'What does not qualify',
      paragraphs: [],
      bullets: [
        'A deposit your bank returns instead of paying it. A returned deposit never settles, so it earns no bonus; a later deposit of the minimum can still qualify.',
        'Reward redemptions, shares or cash transferred in from another broker, and any other money that does not arrive as a deposit from your linked bank.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'Stockroom may change or end this offer at any time by updating this page; the terms shown here when your qualifying deposit settles are the ones that apply. We may withhold or reverse a bonus obtained through fraud or misuse of the offer.',
      ],
    },
  ],
};
