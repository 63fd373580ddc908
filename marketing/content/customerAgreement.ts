import type { InfoPageContent } from './types';

export const customerAgreement: InfoPageContent = {
  title: 'Customer agreement',
  intro:
    'This agreement governs your Stockroom live brokerage account, which is carried by our registered broker-dealer partner, and your paper account. By opening an account you agree to it, so please read it carefully.',
  updated: '2026-11-20',
  sections: [
    {
      heading: 'Opening an account',
      paragraphs: [
        'To open a live account you must be at least 18 years old, a US resident with a valid taxpayer identification number, and able to enter into a binding contract. You agree to give accurate and complete information, including about your identity, employment and investment experience, and to update it promptly if it changes.',
        'Federal law requires us and our broker-dealer partner to verify your identity before opening an account. We may ask for documents, and we may decline an application or limit an account if we cannot verify your identity or if an account would not be appropriate under our policies or the law.',
      ],
    },
    {
      heading: 'Orders and execution',
      paragraphs: [
        'Your live account is self-directed. You decide what to buy and sell, and you are responsible for every order placed in your account. Nothing on Stockroom is investment advice or a recommendation, and investing involves risk, including loss of principal.',
        'Orders are executed during regular market hours, 9:30–16:00 ET on days the exchanges are open. Orders placed outside those hours are queued for the next trading session, when prices may be very different. Our broker-dealer partner routes your orders for execution and seeks the best execution reasonably available, but we cannot guarantee a fill, a price or the timing of an order.',
      ],
      bullets: [
        'Market orders execute at the next available price, which may be higher or lower than the price you saw when you placed the order, especially in fast-moving markets.',
        'Limit orders execute only at your limit price or better, and may fill partly or not at all.',
        'Fractional shares let you invest by dollar amount in eligible securities. Fractional orders may be limited to certain securities and order types, and fractional shares generally cannot be transferred to another broker and may need to be sold when you close or transfer your account.',
        'You can ask to cancel an open order, but a cancellation is not guaranteed until it is confirmed; an order may fill before your request is processed.',
      ],
    },
    {
      heading: 'Cash, settlement and fees',
      paragraphs: [
        'Your live account is a cash account. You pay in full for every purchase from the cash in your account: we do not lend you money to buy securities, margin is not available, and you cannot sell securities you do not own. The Margin Disclosure Statement explains what a cash account means for you.',
        'You fund your live account by bank transfer (ACH) from a US bank account in your own name. Deposits usually take a few business days to clear. We may let you trade with some of a deposit before it clears, but you must not withdraw those funds until it does, and if a deposit is returned we may sell positions bought with it and charge you any resulting loss.',
        'Trades settle on the schedule set by market rules, currently one business day after the trade date for most stocks and ETFs. Proceeds from a sale are available to withdraw once the trade settles. Selling a security bought with unsettled funds before those funds settle can lead to trading restrictions under securities rules.',
        'The fees that apply to your live account, including regulatory transaction fees passed through on sales and charges for services such as returned transfers or outgoing account transfers, are set out in the fee schedule in the app. We will give you at least 30 days’ notice before we add a fee or increase an existing one.',
      ],
    },
    {
      heading: 'Paper accounts are simulated',
      paragraphs: [
        'A paper account is a simulation for practice and learning. It holds no real money or securities, and paper balances cannot be deposited, withdrawn or transferred. Paper orders are filled against market data using simulated rules that do not account for every real-world factor, such as liquidity, partial fills, delays and fees, so paper trading results are simulated and do not reflect real trading or predict how a live account would perform.',
      ],
    },
    {
      heading: 'Restrictions and closing your account',
      paragraphs: [
        'We or our broker-dealer partner may restrict, suspend or close your account, cancel open orders or decline any order, for example if we suspect fraud or unauthorized access, if you break this agreement or the law, if a deposit is returned or your account has a negative balance, if we cannot verify your information, or if a court order or regulator requires it. Where the law allows, we will tell you what action we took and why.',
        'You can close your account at any time in the app or by emailing support@stockroom.example. Before an account is closed, you can sell your positions or transfer whole shares to another broker; remaining cash is returned to your linked bank account, and any fractional shares are sold at the market price. Closing an account does not end obligations you owe, such as unpaid fees or a negative balance.',
      ],
    },
    {
      heading: 'Disputes and arbitration',
      paragraphs: [
        'This agreement contains a pre-dispute arbitration clause. If you have a concern, please contact support@stockroom.example first; most issues can be resolved quickly. Any dispute about your account that we cannot resolve together will be settled by arbitration before FINRA Dispute Resolution Services, under its rules, which are part of this agreement. By agreeing to arbitration, you and we agree that:',
      ],
      bullets: [
        'All parties give up the right to sue each other in court, including the right to a jury trial, except as the arbitration forum’s rules allow.',
        'Arbitration awards are generally final and binding, and a party’s ability to have a court reverse or change an award is very limited.',
        'The ability to obtain documents, witness statements and other discovery is generally more limited in arbitration than in court.',
        'Arbitrators do not have to explain the reasons for their award, unless all parties jointly ask for an explanation before the panel is chosen.',
        'The panel may include arbitrators who are or were affiliated with the securities industry.',
        'The forum’s time limits for bringing a claim may mean some claims cannot be arbitrated; those claims may be brought in court.',
        'No one may bring a class action to arbitration or enforce an arbitration agreement against a member of a class action until the class is denied, the class is decertified or the person leaves the class.',
      ],
    },
    {
      heading: 'Changes to this agreement',
      paragraphs: [
        'We may update this agreement from time to time. We will notify you by email and in the app at least 30 days before a material change takes effect, unless the law or a regulator requires a change sooner. If you keep using your account after a change takes effect, you accept the updated agreement; if you do not agree, you can close your account before then.',
      ],
    },
  ],
};
