// Partner outbound links (spec §7: "Partner outbound links carry tracking parameters built from a
// user id and a lesson or lesson-type id"; §1 partner kinds and button texts).
//
// Each link is the partner's public home page plus UTM parameters naming us, the programme, the
// lesson (its slug) and the section type that carried the promotion, and `sr_member`: an HMAC of
// the member's id under a server secret. Why not the user id itself: a partner needs a stable id
// to tell us "this person signed up" (so the promotion can be attributed and paid), but it should
// not learn our internal user id, which appears in our own URLs and records. The HMAC is stable
// for one member (we recompute it to match a partner's report) and unguessable without the key.
// It is keyed per partner too, so two partners cannot join their lists of our members on it.
import { createHmac } from 'node:crypto';
import type { LessonDocument, LessonSection, PartnerKind } from '@/contract/content';
import { partnerButtonText } from '@/contract/learn';

/** Each partner's public home page (https): where a promotion's button goes. */
export const PARTNER_HOME_URL: Record<PartnerKind, string> = {
  ladder: 'https://www.ladderlife.com/',
  youNeedABudget: 'https://www.ynab.com/',
  bestow: 'https://www.bestow.com/',
  lemonade: 'https://www.lemonade.com/',
  wagmo: 'https://www.wagmo.io/',
  vspdirect: 'https://www.vspdirect.com/',
  newConstructs: 'https://www.newconstructs.com/',
  upstart: 'https://www.upstart.com/',
  galat: 'https://www.galat.com/',
  bankrate: 'https://www.bankrate.com/',
  covered: 'https://www.itscovered.com/',
};

const TRACKING = {
  source: 'stockroom',
  medium: 'learn_and_earn',
  memberParam: 'sr_member',
} as const;

/** 22 base64url characters (132 bits) of HMAC-SHA256: short in a URL, far from guessable. */
export function memberPseudonym(key: string, userId: string, partner: PartnerKind): string {
  return createHmac('sha256', key)
    .update(`learn-partner:${partner}:${userId}`)
    .digest('base64url')
    .slice(0, 22);
}

export interface PartnerLinkInput {
  key: string;
  userId: string;
  partner: PartnerKind;
  lessonSlug: string;
  contentType: string;
}

export function partnerTrackingUrl(input: PartnerLinkInput): string {
  const url = new URL(PARTNER_HOME_URL[input.partner]);
  url.searchParams.set('utm_source', TRACKING.source);
  url.searchParams.set('utm_medium', TRACKING.medium);
  url.searchParams.set('utm_campaign', input.lessonSlug);
  url.searchParams.set('utm_content', input.contentType);
  url.searchParams.set(
    TRACKING.memberParam,
    memberPseudonym(input.key, input.userId, input.partner),
  );
  return url.toString();
}

type SponsorSection = Extract<LessonSection, { partner: PartnerKind }>;
const isSponsor = (section: LessonSection): section is SponsorSection => 'partner' in section;

export interface LessonPartner {
  kind: PartnerKind;
  button_text: string;
  url: string;
}

/** Every partner a lesson promotes, once each (its first section's type goes in the link). */
export function lessonPartners(
  lesson: LessonDocument,
  key: string,
  userId: string,
): LessonPartner[] {
  const seen = new Map<PartnerKind, LessonPartner>();
  for (const section of lesson.sections.filter(isSponsor)) {
    if (seen.has(section.partner)) continue;
    seen.set(section.partner, {
      kind: section.partner,
      button_text: partnerButtonText(section.partner),
      url: partnerTrackingUrl({
        key,
        userId,
        partner: section.partner,
        lessonSlug: lesson.slug,
        contentType: section.content_type,
      }),
    });
  }
  return [...seen.values()];
}
