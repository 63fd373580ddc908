import type { InfoPageContent } from './types';

export const securities: InfoPageContent = {
  title: 'What you can trade',
  intro:
    'Stockroom lets you invest in thousands of US-listed stocks and ETFs, in whole or fractional shares.',
  sections: [
    {
      heading: 'Stocks and ETFs',
      paragraphs: [
        'You can buy and sell stocks and exchange-traded funds listed on major US exchanges. Some securities, such as certain low-priced or thinly traded stocks, may be unavailable or restricted. Live trades are executed through our registered broker-dealer partner.',
        'The same securities are available in your paper account, so you can practise with real market prices before you invest real money.',
      ],
    },
    {
      heading: 'Fractional shares',
      paragraphs: [
        'Invest by dollar amount or by share quantity, down to 0.00001 of a share. Fractional shares give you the same proportional price exposure and dividends as whole shares, but may not be transferable to another broker.',
      ],
    },
    {
      heading: 'Order types',
      paragraphs: [],
      bullets: [
        'Market orders buy or sell as soon as possible at the best available price, which may differ from the price you saw when you placed the order.',
        'Limit orders buy or sell only at your chosen price or better, and may not be filled if the market doesn’t reach it.',
      ],
    },
    {
      heading: 'Market hours',
      paragraphs: [
        'Orders are executed during regular market hours, 9:30 a.m. to 4:00 p.m. Eastern Time, Monday to Friday, excluding market holidays. Orders placed outside those hours are queued and sent when the market next opens.',
      ],
    },
    {
      heading: 'How prices are shown',
      paragraphs: [
        'Prices in the app reflect the latest available trade or quote and update throughout the trading day. Outside market hours we show the last closing price. Displayed prices are for information only; the price you receive is the execution price shown on your order confirmation.',
        'Investing involves risk, including loss of principal. Nothing on this page is a recommendation to buy or sell any security.',
      ],
    },
  ],
};
