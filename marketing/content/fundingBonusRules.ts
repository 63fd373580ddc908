import type { InfoPageContent } from './types';

export const fundingBonusRules: InfoPageContent = {
  title: 'Funding Bonus Rules',
  intro:
    'Fund your live account for the first time and you may qualify for a cash bonus. These rules explain how the offer works.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: [
        'The funding bonus is available to members who are at least 18, legal residents of the United States and opening their first Stockroom live account. Only one funding bonus is available per person.',
      ],
    },
    {
      heading: 'How to qualify',
      paragraphs: [],
      bullets: [
        'Open a live account that is approved by our registered broker-dealer partner.',
        'Make a first deposit from a linked bank account at or above the minimum amount shown in the offer.',
        'Keep at least that amount in your account, in cash or investments, for the holding period shown in the offer.',
      ],
    },
    {
      heading: 'The bonus',
      paragraphs: [
        'You receive the bonus shown in the app at the time you qualify. It is credited to your live account after the holding period ends, usually within a few business days, and is subject to the Rewards Rules, including tax reporting.',
        'Transfers between your own accounts, reward credits and reversed deposits do not count towards the deposit requirement. If your balance falls below the minimum because of market movements rather than withdrawals, you still qualify.',
      ],
    },
    {
      heading: 'Reversals and changes',
      paragraphs: [
        'If a qualifying deposit is returned or reversed by your bank, or you withdraw below the minimum before the holding period ends, the bonus will not be paid or may be reversed. Stockroom may change or end the offer at any time; the terms shown in the app when you start qualifying apply to you.',
      ],
    },
  ],
};
