import { about } from './about';
import { brokerDealerTerms } from './brokerDealerTerms';
import { contact } from './contact';
import { customerAgreement } from './customerAgreement';
import { electronicDeliveryConsent } from './electronicDeliveryConsent';
import { enterprise } from './enterprise';
import { faq } from './faq';
import { fundingBonusRules } from './fundingBonusRules';
import { influencerDisclosure } from './influencerDisclosure';
import { learnAndEarnRules } from './learnAndEarnRules';
import { legal } from './legal';
import { marginDisclosure } from './marginDisclosure';
import { moneyMakeover } from './moneyMakeover';
import { privacyPolicy } from './privacyPolicy';
import { referralRules } from './referralRules';
import { referrals } from './referrals';
import { rewardsRules } from './rewardsRules';
import { securities } from './securities';
import { surveyRules } from './surveyRules';
import { termsOfService } from './termsOfService';
import type { InfoPageContent } from './types';
import { viewpointGuidelines } from './viewpointGuidelines';

export const infoPages = {
  about,
  enterprise,
  faq,
  contact,
  legal,
  marginDisclosure,
  privacyPolicy,
  referrals,
  referralRules,
  influencerDisclosure,
  rewardsRules,
  learnAndEarnRules,
  termsOfService,
  customerAgreement,
  electronicDeliveryConsent,
  viewpointGuidelines,
  fundingBonusRules,
  surveyRules,
  securities,
  moneyMakeover,
  brokerDealerTerms,
} satisfies Record<string, InfoPageContent>;

export type InfoPageKey = keyof typeof infoPages;
