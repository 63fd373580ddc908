import type { InfoPageContent } from './types';

export const moneyMakeover: InfoPageContent = {
  title: 'A personalized money makeover',
  intro:
    'Get a simple plan built around your income, your goals and the time you actually have: a budget that works, a safety net, and an investing habit that lasts.',
  sections: [
    {
      heading: 'Step 1: Build a budget you’ll keep',
      paragraphs: [
        'We start with where your money goes today, then shape a budget around it, not around an ideal month that never happens. You’ll see what’s fixed, what’s flexible and how much you can put towards your goals each month.',
      ],
    },
    {
      heading: 'Step 2: Grow an emergency fund',
      paragraphs: [
        'A cushion for surprises comes before risk. Your plan sets a target, commonly three to six months of essential expenses, and a realistic pace to get there, so an unexpected bill doesn’t turn into debt.',
      ],
    },
    {
      heading: 'Step 3: Start an investing habit',
      paragraphs: [
        'Small, regular amounts add up. Your plan suggests a starting amount and schedule you can automate with recurring deposits, plus a $100,000 paper account to practise with before you put real money to work.',
        'Short daily lessons explain the basics, from diversification to fees, in a few minutes at a time.',
      ],
    },
    {
      heading: 'Get your plan',
      paragraphs: [
        'Leave your email below and we’ll send your personalized money makeover, with a step-by-step checklist you can start this week. It’s free, and you can unsubscribe at any time.',
        'Your plan is general educational information, not investment advice. Investing involves risk, including loss of principal.',
      ],
    },
  ],
};
