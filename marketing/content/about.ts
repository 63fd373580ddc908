import type { InfoPageContent } from './types';

export const about: InfoPageContent = {
  title: 'About Stockroom',
  intro:
    'Stockroom is an investing platform where retail investors trade, learn and share ideas with a community that shows its work.',
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        'We believe investing gets better when it’s done in the open. Stockroom puts a brokerage account, a practice account and a community of investors in one place, so you can see what others think, test your own ideas and act on them when you’re ready.',
        'We build for people who want to understand what they own, not just follow a ticker tape.',
      ],
    },
    {
      heading: 'What you can do on Stockroom',
      paragraphs: [
        'Stockroom runs on the web, iOS and Android as one installable app, so your account, watchlists and conversations follow you across devices.',
      ],
      bullets: [
        'Practise with a paper account funded with $100,000 of virtual cash, included with every new account.',
        'Trade US-listed stocks and ETFs, including fractional shares, in a live brokerage account.',
        'Post buy and sell ideas and thoughts with clear pro and con points, and follow investors whose reasoning you trust.',
        'Subscribe to viewpoints from featured contributors for deeper research and commentary.',
        'Use AI analyst tools: company snapshot, company screener, query tool and portfolio optimizer.',
        'Earn rewards through referrals, learn-and-earn lessons and community XP.',
      ],
    },
    {
      heading: 'How we keep accounts safe',
      paragraphs: [
        'Brokerage services are offered through a registered broker-dealer partner, which holds customer securities and cash. Sign-in is protected by secure sessions, sensitive data is encrypted in transit and at rest, and bank details are handled through secure account-linking rather than stored in plain form.',
        'We never sell your personal information, and you can review and download the data we hold about you at any time. Our privacy policy explains the details.',
      ],
    },
    {
      heading: 'Who Stockroom is for',
      paragraphs: [
        'Stockroom is for first-time investors who want a safe place to practise, for experienced investors who want to share and sharpen their thinking, and for anyone who prefers to learn from people rather than headlines.',
        'Investing involves risk, including the possible loss of principal. Nothing on Stockroom is investment advice; ideas, viewpoints and AI tool output are information to help you make your own decisions.',
      ],
    },
  ],
};
