import type { InfoPageContent } from './types';

export const surveyRules: InfoPageContent = {
  title: 'Survey Sweepstakes Official Rules',
  intro:
    'From time to time we invite members to share feedback in a survey, with an entry into a prize draw as a thank-you. These official rules apply.',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'No purchase necessary',
      paragraphs: [
        'No purchase, deposit or trade is necessary to enter or win. A purchase will not increase your chances of winning. Void where prohibited.',
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'Open to legal residents of the United States who are at least 18 years old (or the age of majority where they live) at the time of entry. Employees of Stockroom and its partners, and members of their households, are not eligible.',
      ],
    },
    {
      heading: 'How to enter',
      paragraphs: [
        'Complete the survey during the entry period stated in the invitation to receive one entry. To enter without completing the survey, email support@stockroom.example during the entry period with the subject "Survey sweepstakes entry" and your name and the email address on your account. Limit one entry per person per sweepstakes, however you enter.',
      ],
    },
    {
      heading: 'How winners are chosen',
      paragraphs: [
        'Winners are selected in a random draw from all eligible entries within ten business days after the entry period ends. Odds of winning depend on the number of eligible entries received. Winners are notified by email and must respond within seven days, or an alternate winner may be drawn.',
      ],
    },
    {
      heading: 'Prizes',
      paragraphs: [
        'The number and value of prizes are stated in the survey invitation. Cash prizes are paid into the winner’s live Stockroom account, or by another method we agree with the winner if they do not have one. Prizes are not transferable, and winners are responsible for any taxes, including Form 1099-MISC reporting where applicable.',
      ],
    },
    {
      heading: 'General conditions',
      paragraphs: [
        'Survey answers are used only to improve Stockroom and are handled under our Privacy Policy; they do not affect your chance of winning. Stockroom may cancel or modify a sweepstakes affected by fraud or technical failure. The sponsor is Stockroom.',
      ],
    },
  ],
};
