import type { InfoPageContent } from './types';

export const learnAndEarnRules: InfoPageContent = {
  title: 'Learn-and-Earn Programme Rules',
  intro:
    'Learn-and-earn pays small cash rewards for completing short investing lessons. These rules explain who can take part and how rewards are collected.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: [
        'The programme is open to Stockroom members who are at least 18 years old, legal residents of the United States and in good standing. Anyone can take lessons; collecting cash rewards has the additional requirements below.',
      ],
    },
    {
      heading: 'Collecting rewards',
      paragraphs: [
        'To collect a lesson reward you need an approved live account and a completed first deposit. Lessons finished before then still count towards your progress, and their rewards can be collected once both requirements are met, as long as the lesson offer is still active.',
        'The reward for each lesson is shown on the lesson before you start it and is paid into your live account under the Rewards Rules.',
      ],
    },
    {
      heading: 'One lesson per day',
      paragraphs: [
        'You can earn a reward for one lesson per day. After you complete a rewarded lesson, the next one unlocks when the daily cooldown ends; the app shows the time remaining. Each lesson can be rewarded only once per person.',
      ],
    },
    {
      heading: 'Partner promotions',
      paragraphs: [
        'Some lessons include promotions from partners, such as financial companies. These are paid placements: Stockroom is compensated by the partner, and they are labelled as sponsored. Including a partner promotion is not an endorsement or a recommendation of the partner’s products.',
      ],
    },
    {
      heading: 'Fair play and changes',
      paragraphs: [
        'Rewards are for genuine learning. Using automation, multiple accounts or shared answers to collect rewards is prohibited and may lead to rewards being reversed and the account suspended. Stockroom may change lessons, reward amounts or the programme at any time; changes do not affect rewards already credited.',
      ],
    },
  ],
};
