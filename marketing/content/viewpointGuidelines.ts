import type { InfoPageContent } from './types';

export const viewpointGuidelines: InfoPageContent = {
  title: 'Community and Viewpoint Guidelines',
  intro:
    'Stockroom works because members share honest, well-reasoned ideas. These guidelines apply to everyone who posts, and to featured contributors who publish viewpoints.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Share honest ideas',
      paragraphs: [
        'Explain your reasoning, and use pro and con points to show both sides. Opinions are welcome; presenting rumours as facts, or making up numbers, is not.',
        'Pump-and-dump schemes, coordinated buying or selling, and any other attempt to manipulate a security’s price are prohibited and may be reported to regulators.',
      ],
    },
    {
      heading: 'Disclose your positions',
      paragraphs: [
        'If you hold, or plan to trade, a position in a security you write about, say so. Featured contributors must also disclose any payment or relationship connected to a company they cover, and must not trade against the ideas they publish shortly before or after publishing.',
      ],
    },
    {
      heading: 'Be respectful',
      paragraphs: [
        'Debate ideas, not people. Harassment, hate speech, threats, spam and impersonation have no place on Stockroom.',
      ],
    },
    {
      heading: 'Protect personal data',
      paragraphs: [
        'Never post personal information about yourself or others, such as addresses, phone numbers, account numbers or private messages. Don’t ask other members for their sign-in details or money.',
      ],
    },
    {
      heading: 'Moderation',
      paragraphs: [
        'You can report a post or profile from its menu. Our moderators review reports and may remove content, limit features, remove featured status or suspend accounts. Serious or repeated violations lead to permanent removal. If you think we got a decision wrong, email support@stockroom.example and we’ll take another look.',
      ],
    },
  ],
};
