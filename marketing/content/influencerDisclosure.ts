import type { InfoPageContent } from './types';

export const influencerDisclosure: InfoPageContent = {
  title: 'Influencer and Contributor Disclosure',
  intro:
    'Some people who talk about Stockroom, or publish on it, are paid by us. Here’s how those relationships work and how to spot them.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Paid influencers',
      paragraphs: [
        'Stockroom pays some creators and influencers to promote the platform, for example through sponsored posts, videos or referral arrangements. They are required to clearly disclose that relationship, such as with "#ad" or "paid partnership", every time they mention Stockroom.',
        'Their endorsement of Stockroom reflects a paid relationship and may not reflect the experience of other members.',
      ],
    },
    {
      heading: 'Featured contributors',
      paragraphs: [
        'Featured contributors publish viewpoints that members can subscribe to. Contributors receive a share of subscription revenue, and some are paid directly by Stockroom to produce content. Viewpoints are labelled with the contributor’s name and marked as featured.',
      ],
    },
    {
      heading: 'Positions and conflicts',
      paragraphs: [
        'Contributors must disclose when they hold, or intend to trade, a position in a security they write about. Being paid, or owning a security, can create a conflict of interest, so weigh their views accordingly.',
      ],
    },
    {
      heading: 'Not investment advice',
      paragraphs: [
        'Influencers and contributors are not acting as your investment adviser, and their content is opinion, not a recommendation to buy or sell any security. Investing involves risk, including loss of principal, and past performance, including paper trading results, does not guarantee future results.',
      ],
    },
  ],
};
