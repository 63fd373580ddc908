// The survey rules of spec §2 "/surveyrules". Stockroom runs no surveys, paid or with a prize draw
// (there is no survey endpoint in src/contract/endpoints), so the page says so and sets out what
// any future survey would have to meet, rather than official rules for a programme that does not
// exist. The application's own questions are not a survey and are described as what they are.
import type { InfoPageContent } from './types';

export const surveyRules: InfoPageContent = {
  title: 'Survey Rules',
  intro:
    'Stockroom is not running any surveys at present, paid or with a prize draw. This page explains what that means for you and the rules any survey we run in the future will follow.',
  updated: '2026-11-20',
  sections: [
    {
      heading: 'No surveys are running',
      paragraphs: [
        'We are not inviting members to surveys, and no survey, sweepstakes or prize draw for feedback is open. No reward, cash or otherwise, is offered for answering questions about Stockroom.',
        'If you receive a message that claims to be a Stockroom survey, offers a prize for your answers or asks for your password, bank details or Social Security number, it is not from us. Do not reply to it or follow its links, and forward it to support@stockroom.example.',
      ],
    },
    {
      heading: 'Questions we do ask',
      paragraphs: [
        'When you open a live account we ask about your employment, your income and the assets you have to invest, your investing experience and the return you expect. Those questions are part of the application: securities rules require us to collect this information, it is used to open and service your account, and it is handled under our Privacy Policy. They are not a survey, and answering them does not earn a reward or an entry into any draw.',
        'You can also tell us what you think at any time through Support in the app. Feedback sent that way is read by our team and is never rewarded.',
      ],
    },
    {
      heading: 'If we run a survey in the future',
      paragraphs: ['Before any survey opens, we will publish its rules on this page, and it will:'],
      bullets: [
        'be announced in the app and by email from a stockroom.example address, never only by a text message or a third-party site;',
        'be voluntary: your answers, or a choice not to answer, will not affect your account, your orders or any other reward;',
        'require no purchase, deposit or trade to take part or to win, with a free way to enter if a prize is offered;',
        'state its sponsor, entry period, eligibility, prizes and their value, the odds of winning and how winners are chosen and told;',
        'pay any cash prize under the Rewards Rules, including tax reporting.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about this page or a message you received: support@stockroom.example, or invest-support@mainstreet.example if you use Main Street Invest.',
      ],
    },
  ],
};
