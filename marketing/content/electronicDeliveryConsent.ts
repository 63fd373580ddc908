import type { InfoPageContent } from './types';

export const electronicDeliveryConsent: InfoPageContent = {
  title: 'Electronic delivery consent',
  intro:
    'Stockroom delivers your account documents electronically instead of by mail. This page explains what you are agreeing to when you consent, and how to change your mind.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'What we deliver electronically',
      paragraphs: [
        'By consenting, you agree to receive electronically every document that we or our registered broker-dealer partner are required or choose to give you about your Stockroom accounts, including:',
      ],
      bullets: [
        'Account statements for your live account.',
        'Trade confirmations for orders executed in your live account.',
        'Tax forms, such as year-end tax statements and corrected forms.',
        'Notices and disclosures, including changes to the Customer agreement, fee schedule and Privacy Policy, and notices about your account, transfers or restrictions.',
        'Agreements and other documents you accept or sign when you open or change an account.',
      ],
    },
    {
      heading: 'How delivery works',
      paragraphs: [
        'We post each document to the Documents section of the Stockroom app and send an email to the address on your account letting you know it is available. A document counts as delivered once it is posted and the notice is sent, even if you do not open it, so please check your email and the app regularly.',
        'Documents stay available to view and download in the app while your account is open. We recommend saving or printing copies for your records, especially tax forms.',
      ],
    },
    {
      heading: 'What you need',
      paragraphs: ['To receive and keep electronic documents you need:'],
      bullets: [
        'The Stockroom app on a supported version of iOS or Android, or a current version of Chrome, Safari, Firefox or Edge.',
        'An internet connection.',
        'Software that can open PDF files, which most phones, tablets and computers include.',
        'A valid email address you check regularly.',
        'Enough storage to save documents, or access to a printer if you want paper records.',
      ],
    },
    {
      heading: 'Paper copies',
      paragraphs: [
        'You can ask for a paper copy of any document by emailing support@stockroom.example. We will mail it to the address on your account at no cost to you. Asking for a paper copy does not withdraw your consent to electronic delivery.',
      ],
    },
    {
      heading: 'Withdrawing consent',
      paragraphs: [
        'You can withdraw your consent at any time by emailing support@stockroom.example. Withdrawal takes effect once we have had a reasonable time to process it and does not affect documents already delivered.',
        'Stockroom is an electronic service, so if you withdraw consent we may restrict your live account to closing trades or close it. We will tell you before we do, and you will be able to sell or transfer your positions.',
      ],
    },
    {
      heading: 'Keeping your email current',
      paragraphs: [
        'You are responsible for keeping the email address on your account current. You can update it in Settings in the app at any time. If our emails to you are returned as undeliverable, your documents will still be posted to the Documents section and treated as delivered, and we may restrict your account until you give us a working address.',
        'If our hardware or software requirements change in a way that could stop you from accessing your documents, we will tell you before the change, and you may withdraw your consent without charge.',
      ],
    },
  ],
};
