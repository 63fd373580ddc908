import type { InfoPageContent } from './types';

export const rewardsRules: InfoPageContent = {
  title: 'Rewards Rules',
  intro:
    'These rules apply to every cash reward offered on Stockroom. Individual programmes may add their own rules, which take priority where they differ.',
  updated: '2026-11-01',
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
        'Cash rewards are paid into your live Stockroom account, held with our registered broker-dealer partner. You need an approved live account to receive them; rewards earned before your live account is approved are held as pending for the period stated in the programme’s rules.',
        'Once credited, rewards are yours to invest or withdraw, unless a programme’s rules say a reward must be held for a set period.',
      ],
    },
    {
      heading: 'XP are not rewards',
      paragraphs: [
        'XP are community points that reflect your participation. They are capped at a daily maximum, have no cash value and cannot be exchanged, transferred or withdrawn.',
      ],
    },
    {
      heading: 'Expiry and reversals',
      paragraphs: [
        'Pending rewards expire if the requirements are not met within the time stated in the programme’s rules. Stockroom may reverse a reward that was credited in error or obtained through fraud or misuse, including by debiting it from your account.',
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
