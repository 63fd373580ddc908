// The margin disclosure of spec §2 "/margin_disclosure". Stockroom offers cash accounts only: an
// order is checked against the cash in the account and a sell against the shares owned
// (server/services/orders/amounts.ts, reserve.ts), as the Broker-dealer terms say. The page still
// explains margin, so a member knows what they are not signed up for and what would change.
import type { InfoPageContent } from './types';

export const marginDisclosure: InfoPageContent = {
  title: 'Margin Disclosure Statement',
  intro:
    'Stockroom does not offer margin. Every Stockroom live account is a cash account: you buy only with your own money, you cannot borrow to invest, and you cannot sell securities you do not own.',
  updated: '2026-11-20',
  sections: [
    {
      heading: 'Your account is a cash account',
      paragraphs: [
        'In a cash account you pay in full for every security you buy. Stockroom, and any broker-dealer that carries your account, does not lend you money, and no part of your account is used as collateral for a loan.',
      ],
      bullets: [
        'A buy order is accepted only if your buying power covers it. Buying power is the cash in your account that is not already set aside for other open orders, including any part of a recent deposit made available to trade before it settles.',
        'A sell order is accepted only for shares you own and have not already committed to another open sell order. Short selling is not available.',
        'Cash from a deposit that has not settled yet cannot be withdrawn until it settles, and if your bank returns a deposit, the amount is taken back from your account.',
        'There are no margin calls, no margin interest and no maintenance requirements, because nothing in your account is borrowed.',
        'Paper accounts follow the same rules with virtual money.',
      ],
    },
    {
      heading: 'What margin is',
      paragraphs: [
        'A margin account lets an investor borrow money from a broker-dealer to buy securities, using the cash and securities in the account as collateral for the loan. Borrowing magnifies both gains and losses, and the broker charges interest on the amount borrowed.',
        'If the value of the securities in a margin account falls, the broker can issue a margin call requiring the investor to deposit more money or securities, and can sell positions without notice, and without letting the investor choose which, to cover the loan. An investor on margin can lose more money than they deposited.',
      ],
    },
    {
      heading: 'Why we do not offer it',
      paragraphs: [
        'Stockroom is built for people investing their own savings, many of them for the first time. We believe the risk of losing more than you put in, and of positions being sold for you at a bad moment, does not fit that purpose, so we keep every account as a cash account. Some other brokers offer margin; if you use one, read its margin disclosure carefully before you borrow.',
      ],
    },
    {
      heading: 'If this ever changes',
      paragraphs: [
        'If Stockroom ever offers margin, it will be a separate option that you must apply for, that is subject to approval by the broker-dealer that carries your account and to the minimum equity securities rules require, and that comes with its own agreement and a full margin disclosure on this page. Your account would stay a cash account unless you applied and were approved. We would update this page and the Broker-dealer terms and tell you by email and in the app at least 30 days before any such option became available.',
      ],
    },
    {
      heading: 'No advice',
      paragraphs: [
        'Investing involves risk, including the loss of the money you invest. Nothing on Stockroom is investment advice or a recommendation. If you are unsure whether an investment is right for you, speak to a qualified professional.',
      ],
    },
  ],
};
