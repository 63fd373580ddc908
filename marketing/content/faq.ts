import type { InfoPageContent } from './types';

export const faq: InfoPageContent = {
  title: 'FAQ and contact',
  intro:
    'Quick answers to the questions we hear most. Can’t find what you need? Our support team is a message away.',
  sections: [
    {
      heading: 'What’s the difference between a paper account and a live account?',
      paragraphs: [
        'Every new member gets a paper account with $100,000 of virtual cash. It uses real market prices, but the trades are simulated and no real money is involved, so it’s a safe way to learn and test ideas. Paper results are simulated and do not reflect real trading.',
        'A live account is a real brokerage account offered through our registered broker-dealer partner. You fund it from a linked bank account and your trades are executed in the market.',
      ],
    },
    {
      heading: 'What does Stockroom cost?',
      paragraphs: [
        'Opening an account, paper trading and joining the community are free. Stockroom does not charge a commission on stock and ETF trades in a live account; regulatory fees passed through by our broker-dealer partner may apply to sells.',
        'Memberships and viewpoint subscriptions are optional paid products. Prices are shown in the app before you buy and you can cancel at any time.',
      ],
    },
    {
      heading: 'Can I buy fractional shares?',
      paragraphs: [
        'Yes. You can buy US-listed stocks and ETFs by dollar amount or by share quantity, down to 0.00001 of a share, so you can invest in companies with high share prices with as little as you like.',
      ],
    },
    {
      heading: 'How long does it take for a deposit to arrive?',
      paragraphs: [
        'Bank transfers usually settle in 1–3 business days, and the app shows your available buying power as soon as funds can be used. Withdrawals typically arrive in your bank 1–3 business days after they’re processed.',
        'You can also set up recurring deposits on a schedule you choose from the funding screen.',
      ],
    },
    {
      heading: 'How do rewards work?',
      paragraphs: [
        'You can earn cash rewards by referring friends, completing learn-and-earn lessons and making a first deposit that qualifies for the funding bonus. Rewards are added to your reward balance, which you can redeem into the cash of your live account; see the Rewards Rules and the rules for each programme for eligibility, limits and taxes.',
      ],
    },
    {
      heading: 'What is XP?',
      paragraphs: [
        'XP are community points you earn for taking part: posting ideas, adding thoughtful pros and cons, and completing lessons. XP show your activity level on your profile. There is a daily maximum, and XP have no cash value.',
      ],
    },
    {
      heading: 'Is my data safe?',
      paragraphs: [
        'We encrypt your data in transit and at rest, protect sign-in with secure sessions and link bank accounts through secure account-linking. We never sell your personal information. Our Privacy Policy explains what we collect and the choices you have.',
      ],
    },
    {
      heading: 'How do I contact support?',
      paragraphs: [
        'Email support@stockroom.example from the address on your account and we’ll reply within one business day, often much sooner. For partnership questions, write to enterprise@stockroom.example.',
      ],
    },
  ],
};
