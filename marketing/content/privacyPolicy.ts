import type { InfoPageContent } from './types';

export const privacyPolicy: InfoPageContent = {
  title: 'Privacy Policy',
  intro:
    'This policy explains what personal information Stockroom collects, why we collect it, who we share it with and the choices you have.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect information you give us, information created when you use Stockroom and, for live accounts, information required by law.',
      ],
      bullets: [
        'Account details: name, email address, username, profile and preferences.',
        'Identity information for live accounts: date of birth, address, tax identification number, employment details and, where required, identity documents.',
        'Financial information: linked bank account details, deposits, withdrawals, orders, positions and rewards.',
        'Community content: ideas, thoughts, pros and cons, comments, follows and subscriptions.',
        'Device and usage data: device type, app version, IP address, pages viewed and crash reports.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use your information to provide and secure your accounts, verify your identity, process funding and orders through our registered broker-dealer partner, pay rewards, prevent fraud, meet legal and regulatory obligations, answer support requests and improve the product. We send marketing emails only where permitted, and every one includes an unsubscribe link.',
      ],
    },
    {
      heading: 'Sensitive data',
      paragraphs: [
        'Identity and bank details are encrypted in transit and at rest, and access is limited to staff and service providers who need it to run your account. Bank accounts are linked through secure account-linking providers, and we do not store your online banking credentials.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell your personal information. We share it only with our broker-dealer partner to provide brokerage services, with service providers that host, secure and support Stockroom under contract, with regulators and law enforcement where the law requires, and in connection with a merger or acquisition subject to this policy. Content you post publicly, such as ideas and your profile, is visible to other members.',
      ],
    },
    {
      heading: 'Retention and your rights',
      paragraphs: [
        'We keep account information for as long as your account is open and afterwards for the periods required by securities, tax and anti-money-laundering laws. Other data is deleted or anonymised when it is no longer needed.',
        'Depending on where you live, you may have the right to access, correct, download or delete your information and to object to certain uses. Email support@stockroom.example to make a request; we will verify your identity and respond within the time the law allows.',
      ],
    },
    {
      heading: 'Cookies, local storage and analytics',
      paragraphs: [
        'We use essential cookies and browser local storage to keep you signed in and secure your session. Because Stockroom is an installable app, some data, such as recently viewed screens and drafts, is stored on your device so the app works offline; signing out clears it.',
        'We use analytics to understand how the product is used. You can turn analytics off at any time in Settings, and this does not affect essential cookies needed for sign-in.',
      ],
    },
  ],
};
