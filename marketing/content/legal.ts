import type { InfoPageContent } from './types';

export const legal: InfoPageContent = {
  title: 'Legal',
  intro:
    'The agreements, disclosures and programme rules that apply when you use Stockroom. Please read them carefully.',
  updated: '2026-11-20',
  sections: [
    {
      heading: 'Agreements and disclosures',
      paragraphs: ['These documents govern your use of Stockroom and its services:'],
      bullets: [
        'Terms of Service',
        'Privacy Policy',
        'Margin Disclosure Statement',
        'Influencer and Contributor Disclosure',
        'Community and Viewpoint Guidelines',
        'What You Can Trade',
      ],
    },
    {
      heading: 'Programme rules',
      paragraphs: ['Rewards and promotions are governed by their own rules:'],
      bullets: [
        'Rewards Rules',
        'Referral Programme Rules',
        'Learn-and-Earn Programme Rules',
        'Funding Bonus Rules',
        'Survey Rules',
      ],
    },
    {
      heading: 'Brokerage services',
      paragraphs: [
        'Stockroom is a technology and community platform. Brokerage services for live accounts, including order execution, clearing and custody of securities and cash, are offered through a registered broker-dealer partner. Your live account is held with that partner, and its customer agreement and disclosures are presented to you when you open a live account.',
        'Paper accounts are simulations provided by Stockroom. They hold no real money or securities, and paper trading results are simulated and do not reflect real trading.',
      ],
    },
    {
      heading: 'Investing involves risk',
      paragraphs: [
        'All investing involves risk, including the possible loss of principal. The value of stocks and ETFs goes up and down, past performance does not guarantee future results, and you may get back less than you invest. Stockroom accounts are cash accounts and margin is not offered; the Margin Disclosure Statement explains what that means.',
      ],
    },
    {
      heading: 'No investment advice',
      paragraphs: [
        'Nothing on Stockroom is investment, tax or legal advice, or a recommendation to buy or sell any security. Ideas, thoughts and viewpoints are the opinions of their authors, and AI analyst tools produce general information that may be incomplete or wrong. You are responsible for your own investment decisions; consider speaking to a qualified professional about your circumstances.',
      ],
    },
  ],
};
