import type { InfoPageContent } from './types';

export const termsOfService: InfoPageContent = {
  title: 'Terms of Service',
  intro:
    'These terms form an agreement between you and Stockroom and govern your use of the Stockroom website and apps. Please read them carefully.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 years old to create a Stockroom account. You agree to give accurate information, keep your sign-in details secure and tell us promptly at support@stockroom.example if you believe your account has been accessed without permission. You are responsible for activity in your account.',
      ],
    },
    {
      heading: 'Our services',
      paragraphs: [
        'Stockroom provides paper trading, community features, educational lessons, AI analyst tools, memberships and viewpoint subscriptions. Paper accounts are simulations: they hold no real money or securities, and paper trading results are simulated and do not reflect real trading.',
        'Live brokerage accounts are offered through a registered broker-dealer partner and are also governed by that partner’s customer agreement, which you accept when you open a live account. Stockroom is not itself a broker-dealer and does not hold customer funds or securities.',
      ],
    },
    {
      heading: 'No investment advice',
      paragraphs: [
        'Content on Stockroom, including ideas, thoughts, viewpoints, lessons and AI tool output, is for information only and is not investment, tax or legal advice or a recommendation to buy or sell any security. AI tools can produce incomplete or inaccurate results. Investing involves risk, including loss of principal, and you are solely responsible for your investment decisions.',
      ],
    },
    {
      heading: 'Paid products',
      paragraphs: [
        'Memberships and viewpoint subscriptions renew automatically at the price shown when you buy until you cancel. You can cancel at any time in the app; access continues until the end of the current billing period. Except where the law requires, payments are non-refundable.',
      ],
    },
    {
      heading: 'Your content and conduct',
      paragraphs: [
        'You keep ownership of what you post and grant Stockroom a worldwide, non-exclusive, royalty-free licence to host, display and distribute it in connection with the service. You agree to follow the Community and Viewpoint Guidelines; we may remove content or suspend accounts that break them or the law, including market manipulation and fraud.',
      ],
    },
    {
      heading: 'Liability, changes and termination',
      paragraphs: [
        'The service is provided "as is". To the extent permitted by law, Stockroom is not liable for indirect or consequential losses, or for losses caused by market movements, service interruptions or third-party content. We may update these terms and will notify you of material changes before they take effect; continuing to use Stockroom means you accept the updated terms. You may close your account at any time, and we may suspend or close accounts that breach these terms.',
      ],
    },
  ],
};
