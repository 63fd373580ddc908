import type { InfoPageContent } from './types';

export const contact: InfoPageContent = {
  title: 'Contact us',
  intro: 'We’re here to help with your account, your trades and anything else on Stockroom.',
  sections: [
    {
      heading: 'Member support',
      paragraphs: [
        'Email support@stockroom.example. Writing from the email address on your Stockroom account helps us find your account quickly and keep it secure.',
        'Include a short description of the issue, the device you’re using and any relevant order or transfer details. Never send your password, full bank account number or identity documents by email; we will never ask for them.',
      ],
    },
    {
      heading: 'Response times',
      paragraphs: [
        'We answer most messages within one business day. Questions about transfers, orders and account access are prioritised and are usually handled the same business day.',
      ],
    },
    {
      heading: 'Before you write',
      paragraphs: [
        'Many questions are answered in our FAQ, including how paper and live accounts differ, funding times and how rewards are paid.',
      ],
    },
    {
      heading: 'Enterprise and partnerships',
      paragraphs: [
        'Publishers and financial firms interested in a white-label partner brand, API access or content partnerships can reach our partnerships team at enterprise@stockroom.example.',
      ],
    },
  ],
};
