// The broker-dealer terms of spec §2 "/terms", shown at /app/terms and linked
// from the live-account application's agreements step. Honest about this build: live accounts sit
// behind the Broker interface (server/broker), which has no registered clearing firm connected,
// so the built-in sandbox broker fills them (DESIGN.md "Market and broker").
import type { InfoPageContent } from './types';

export const brokerDealerTerms: InfoPageContent = {
  title: 'Broker-dealer terms',
  intro:
    'How your Stockroom live brokerage account is carried, how your orders are handled, what it costs, how your money is protected and how to close it. Main Street Invest is Stockroom offered by our partner, and these terms apply under either name.',
  updated: '2026-11-20',
  sections: [
    {
      heading: 'Who holds your account',
      paragraphs: [
        'Stockroom is the app you use to trade, fund your account and read your documents. It is not itself a bank. A live brokerage account is carried by two firms working together: an introducing broker, which opens and services your account, and a clearing broker, which executes and settles your trades and holds your cash and securities in custody in your name.',
        'Stockroom connects to those firms through a broker interface. In this build of Stockroom no registered broker-dealer is connected: live accounts are handled by a built-in sandbox broker that fills orders at simulated market prices, and bank links and transfers go through a sandbox bank link. No real money moves, and no real securities are bought, sold or held. Before any account can hold real money, this page will name the introducing and clearing brokers, their registration with the SEC and FINRA, and their SIPC membership, and we will ask you to accept the updated terms.',
      ],
    },
    {
      heading: 'Your account agreement',
      paragraphs: [
        'These terms are part of the Customer agreement you accept when you open a live account, together with the Electronic delivery consent and the Privacy Policy; all three are in Settings. In short:',
      ],
      bullets: [
        'You must be at least 18, a US resident with a taxpayer identification number, and the owner of the account. One live account per person.',
        'The information you give in the application must be true and complete, and you must update it when it changes. We verify your identity before the account opens and may ask for documents.',
        'Your account is self-directed: you decide every order, and nothing in the app is investment advice or a recommendation. Investing involves risk, including the loss of the money you invest.',
        'The account is a cash account: you pay in full for what you buy from the cash in the account. Stockroom does not lend money to buy securities, margin is not offered, and you cannot sell securities you do not own (no short selling). The Margin disclosure explains what this means.',
        'Your paper account is a separate simulation with virtual money. It is not a brokerage account and these terms do not cover it.',
      ],
    },
    {
      heading: 'How orders are handled',
      paragraphs: [
        'You can place market, limit and stop orders to buy or sell, by number of shares or, for a buy or sell by value, by dollar amount. Day orders end at the close of the trading session; good-till-canceled orders stay open until they fill or you cancel them. Orders are executed during regular market hours, 9:30 to 16:00 New York time on days the exchanges are open; an order placed outside those hours waits for the next session, when the price may be very different.',
        'When you place an order we check it against your buying power (cash you can use now) or the shares you hold, and hold that money or those shares until the order fills, expires or is canceled. A cancellation takes effect only if it reaches the market before the order fills.',
      ],
    },
    {
      heading: 'Best execution',
      paragraphs: [
        'A broker-dealer must seek the most favourable terms reasonably available for your order, considering price, the chance of it being executed, speed and the size of the order. The clearing broker routes each order to the market centres it reviews regularly for the quality of their executions, and publishes quarterly routing reports as securities rules require.',
        'Stockroom receives no payment for sending your orders anywhere. In this build, the sandbox broker fills each order at the simulated market price at the moment it is matched, with no spread or delay added; real markets do not behave that way.',
      ],
    },
    {
      heading: 'Fractional shares',
      paragraphs: [
        'You can buy and sell fractions of a share, down to 0.00001 of a share, and invest a dollar amount instead of a number of shares. Prices are recorded to $0.0001 and amounts rounded to the cent.',
      ],
      bullets: [
        'A fraction of a share earns its proportional part of any dividend, and is counted on your statements like a whole share.',
        'Fractional shares cannot be transferred to another broker. When you move your account, whole shares move and fractions are sold at the market price.',
        'Fractions generally carry no voting rights of their own, and some securities or order types may not be available for fractional orders.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'Stockroom charges no commissions on trades and no fees to open, keep or fund an account. Every monthly statement has a fees line, and it shows $0.00.',
        'When a registered clearing broker is connected, the small regulatory fees that exchanges and regulators charge on sales may be passed through to you at cost, and a transfer your bank returns may cost the fee the bank charges us. We will list any such fee in the app and give you at least 30 days’ notice before it applies.',
      ],
    },
    {
      heading: 'Deposits, withdrawals and settlement',
      paragraphs: [
        'You fund your account by bank transfer from a linked US bank account in your name. A deposit takes a few business days to settle; part of it may be available to trade at once as instant buying power, but it cannot be withdrawn until it settles. You can withdraw cash that has settled and is not held for an open order. Trades settle one business day after the trade date.',
      ],
    },
    {
      heading: 'SIPC protection',
      paragraphs: [
        'When your account is carried by a clearing broker that is a member of the Securities Investor Protection Corporation (SIPC), the securities and cash it holds for you are protected up to $500,000, including up to $250,000 for cash, if the firm fails financially. SIPC does not protect against a fall in the value of your investments, and cash is not a bank deposit insured by the FDIC. You can learn more at sipc.org.',
        'Nothing held in this build is at a SIPC member, because no real money or securities are held.',
      ],
    },
    {
      heading: 'Statements and electronic delivery',
      paragraphs: [
        'For every month in which your account had activity, a monthly statement is available as a PDF in Documents in the app once the month has ended. It shows your cash at the start and end of the month, deposits, withdrawals, trades, fees and the positions you held with their value at month end. Trade details are also in your transaction history.',
        'By opening an account you consent to receive statements, confirmations, tax forms and notices electronically, as set out in the Electronic delivery consent. You can ask for a paper copy of any document at no cost, and you can withdraw your consent at any time by writing to us.',
      ],
    },
    {
      heading: 'Closing your account',
      paragraphs: [
        'You can close your live account at any time by writing to support from the email address on your account. Before it closes, cancel open orders and either sell your positions or ask for a transfer of whole shares to another broker; fractions are sold. Remaining cash, once settled, is sent to your linked bank account. Your statements stay available to download after the account closes. We may close or restrict an account as the Customer agreement describes, and we will tell you when we do.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about your account, an order or a statement: support@stockroom.example, or invest-support@mainstreet.example if you use Main Street Invest. Please tell us within 10 days if something on a statement or confirmation looks wrong.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We will tell you by email and in the app at least 30 days before a material change to these terms takes effect, unless a law or regulator requires a change sooner.',
      ],
    },
  ],
};
