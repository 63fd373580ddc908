import type { InfoPageContent } from './types';

export const rewardsRules: InfoPageContent = {
  title: 'Rewards Rules',
  intro:
    'These rules apply to every cash reward offered on Stockroom. Individual programmes may add their own rules, which take priority where they differ.',
  updated: '2026-11-20',
  sections: [
    {
      heading: 'Types of rewards',
      paragraphs: [],
      bullets: [
        'Referral rewards, for inviting friends who open and fund a live account.',
        'Learn-and-earn rewards, for completing eligible lessons.',
        'Funding bonuses, for qualifying first deposits.',
      ],
    },
    {
      heading: 'How rewards are paid',
      paragraphs: [
        'Cash rewards are added to your reward balance, shown on the Rewards screen. You can redeem the balance, in whole or in part, into the cash of your live Stockroom account at any time; if you do not have a live account yet, the balance waits until you open one.',
        'Once redeemed, rewards are yours to invest or withdraw like any other cash in your account.',
      ],
    },
    {
      heading: 'XP are not rewards',
      paragraphs: [
        'XP are community points that reflect your participation. They are capped at a daily maximum, have no cash value and cannot be exchanged, transferred or withdrawn.',
      ],
    },
    {
      heading: 'Conditions and reversals',
      paragraphs: [
        'A reward is paid only once its programme’s requirements are met, such as a deposit settling or a lesson being completed. Stockroom may reverse a reward that was credited in error or obtained through fraud or misuse, including by debiting it from your account.',
      ],
    },
    {
      heading: 'Taxes',
      paragraphs: [
        'Rewards may be taxable income. Where required, we or our broker-dealer partner will report rewards to you and the IRS on Form 1099-MISC, which generally applies when your rewards total $600 or more in a calendar year. You are responsible for any taxes due; consult a tax professional about your situation.',
      ],
    },
  ],
};
