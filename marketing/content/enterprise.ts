import type { InfoPageContent } from './types';

export const enterprise: InfoPageContent = {
  title: 'Stockroom for Enterprise',
  intro:
    'Bring investing, community and education to your audience under your own brand, powered by the Stockroom platform.',
  sections: [
    {
      heading: 'Your brand, our platform',
      paragraphs: [
        'Publishers, media companies and financial firms can launch a white-label partner brand on Stockroom. Your audience gets a complete investing experience — paper trading, community ideas, lessons and AI analyst tools — presented with your name, colours and domain.',
        'We handle the product, hosting and updates so your team can focus on content and members.',
      ],
    },
    {
      heading: 'What a partner brand includes',
      paragraphs: [],
      bullets: [
        'A branded installable web app for web, iOS and Android.',
        'Paper trading accounts for every member, with optional live brokerage through our registered broker-dealer partner.',
        'Community feeds, ideas and viewpoints with moderation tools for your editors.',
        'Learn-and-earn lessons, including your own educational content.',
        'Reporting on engagement, sign-ups and lesson completion.',
      ],
    },
    {
      heading: 'API and content partnerships',
      paragraphs: [
        'Partners can surface Stockroom ideas, market data views and lessons inside their own sites and apps through our partner API, or contribute research and commentary as featured viewpoints.',
        'Paid placements, such as partner promotions inside lessons, are always labelled as such to members.',
      ],
    },
    {
      heading: 'Talk to us',
      paragraphs: [
        'Tell us about your audience and what you’d like to build. Write to enterprise@stockroom.example and our partnerships team will reply within two business days.',
      ],
    },
  ],
};
