import type { InfoPageContent } from './types';

export const referrals: InfoPageContent = {
  title: 'Invite friends to Stockroom',
  intro: 'Share Stockroom with friends and earn a reward when they open and fund a live account.',
  sections: [
    {
      heading: 'How referrals work',
      paragraphs: [
        'Send your personal referral link to a friend. When they sign up with it, open a live account and make their first deposit, the referral qualifies and you both receive a reward.',
        'Your friend also gets a paper account with $100,000 of virtual cash the moment they join, so they can start practising straight away.',
      ],
    },
    {
      heading: 'Where to find your link',
      paragraphs: [
        'Open Rewards in the app and choose Invite friends. You can copy your link, or share it by text, email or social apps directly from your phone.',
      ],
    },
    {
      heading: 'Your rewards',
      paragraphs: [
        'The reward for each qualifying referral is shown on the Invite friends screen and is credited to your live account. You can track pending and completed referrals on the same screen.',
      ],
    },
    {
      heading: 'The fine print',
      paragraphs: [
        'Referral rewards are subject to the Referral Programme Rules, including eligibility requirements, annual limits and fraud protections. Please read them before you share your link.',
      ],
    },
  ],
};
