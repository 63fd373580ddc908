import type { InfoPageContent } from './types';

export const referralRules: InfoPageContent = {
  title: 'Referral Programme Rules',
  intro:
    'These rules govern the Stockroom referral programme. By sharing a referral link or signing up with one, you agree to them.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: [
        'Referrers and referred friends must be at least 18 years old, legal residents of the United States and members in good standing. Employees of Stockroom and its broker-dealer partner, and members of their households, are not eligible.',
      ],
    },
    {
      heading: 'Qualifying referral',
      paragraphs: ['A referral qualifies when the referred friend:'],
      bullets: [
        'signs up using the referrer’s unique link and has not held a Stockroom account before;',
        'opens a live account that is approved by our broker-dealer partner; and',
        'completes a first deposit from a linked bank account that settles successfully.',
      ],
    },
    {
      heading: 'Reward',
      paragraphs: [
        'The reward amount is the one shown in the app when the referral link is used. Rewards are credited to the live accounts of the referrer and the referred friend, usually within a few business days after the referral qualifies, and are subject to the Rewards Rules, including tax reporting.',
      ],
    },
    {
      heading: 'Limits',
      paragraphs: [
        'Referrers may earn rewards for a limited number of qualifying referrals per calendar year, as shown in the app. Each person may be referred only once, and referral links may not be used to open additional accounts for yourself.',
      ],
    },
    {
      heading: 'Fraud and misuse',
      paragraphs: [
        'Referral links may be shared only with people you know. Spam, paid advertising using your link, fake or duplicate accounts, and depositing and quickly withdrawing funds to collect a reward are prohibited. Stockroom may withhold or reverse rewards, and suspend accounts, where it reasonably suspects misuse.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'Stockroom may change or end the referral programme at any time. Changes apply from the date they are posted and do not affect rewards already earned.',
      ],
    },
  ],
};
