import type { InfoPageContent } from './types';

export const marginDisclosure: InfoPageContent = {
  title: 'Margin Disclosure Statement',
  intro:
    'Borrowing to invest can magnify gains and losses. Read this statement before you apply for or use margin in a live account.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'What margin is',
      paragraphs: [
        'A margin account lets you borrow money from our registered broker-dealer partner to buy securities, using the securities and cash in your account as collateral. Margin is available only in eligible live accounts, subject to approval; it is not available in paper accounts.',
        'Before trading on margin you should understand the risks below and make sure margin fits your financial situation and tolerance for risk.',
      ],
    },
    {
      heading: 'Key risks of trading on margin',
      paragraphs: [],
      bullets: [
        'You can lose more money than you deposit. A fall in the value of securities bought on margin may require you to add funds to avoid forced sales.',
        'Our broker-dealer partner can force the sale of securities or other assets in your account to meet a margin call.',
        'Securities can be sold without contacting you first, and you are not entitled to choose which positions are sold.',
        'Maintenance requirements can be raised at any time, without advance notice, and you may be required to deposit more funds immediately.',
        'You are not entitled to an extension of time to meet a margin call.',
      ],
    },
    {
      heading: 'Margin calls and forced liquidation',
      paragraphs: [
        'If the equity in your account falls below the maintenance requirement, you will receive a margin call and must deposit cash or marginable securities, or sell positions, to restore the required level. If the call is not met in time, or if market conditions require faster action, positions may be liquidated at prevailing market prices, and you remain responsible for any resulting losses and any deficit in the account.',
      ],
    },
    {
      heading: 'Margin interest',
      paragraphs: [
        'You pay interest on borrowed funds from the day you borrow until the loan is repaid. The current rate and how it is calculated are shown in the app and in your broker-dealer partner’s fee schedule, and rates may change. Interest is charged to your account and increases your loan balance if not paid.',
      ],
    },
    {
      heading: 'No advice',
      paragraphs: [
        'Investing involves risk, including loss of principal. Nothing on Stockroom is investment advice or a recommendation to use margin. If you are unsure whether margin is right for you, speak to a qualified professional.',
      ],
    },
  ],
};
