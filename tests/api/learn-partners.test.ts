// Partner promotions in lessons (spec §1 partner kinds and button texts, §7 "Partner outbound
// links carry tracking parameters built from a user id and a lesson or lesson-type id"): every
// kind's button text, verbatim, and a link to the partner's https home page carrying our UTM
// parameters, the lesson slug, the section type and a pseudonymous member id: stable for one
// member, different between members, and never the user id itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_KINDS, type PartnerKind } from '@/contract/content';
import type { LessonSummary } from '@/contract/learn';
import {
  memberPseudonym,
  PARTNER_HOME_URL,
  partnerTrackingUrl,
} from '@server/services/learn/partner-links';
import type { FundingContext } from './funding-fixtures';
import { createLearnContext, lesson, member, publish, sponsor, stateOf } from './learn-fixtures';

/** Spec §1, copied here rather than imported so a change to the contract's table fails this test. */
const SPEC_BUTTON_TEXT: Record<PartnerKind, string> = {
  ladder: 'SEE MY QUOTE',
  bestow: 'SEE MY QUOTE',
  wagmo: 'SEE MY QUOTE',
  vspdirect: 'SEE MY QUOTE',
  lemonade: 'SEE MY QUOTE',
  galat: 'SEE MY QUOTE', // the default
  upstart: 'CHECK MY RATE',
  newConstructs: 'GET ACCESS NOW',
  bankrate: 'SEE MY OFFERS',
  covered: 'GET MY QUOTE',
  youNeedABudget: 'LEARN MORE',
};

const KEY = 'a-test-key-of-reasonable-length';
const USER = '7c9e6679-7425-40de-944b-e07fc1f0d4a1';

describe('partner tracking links (unit)', () => {
  it('has an https home page for every partner kind', () => {
    for (const kind of PARTNER_KINDS) {
      const url = new URL(PARTNER_HOME_URL[kind]);
      expect(url.protocol, kind).toBe('https:');
      expect(url.search, kind).toBe('');
    }
  });

  it('builds the link from the lesson slug, the section type and the member', () => {
    const url = new URL(
      partnerTrackingUrl({
        key: KEY,
        userId: USER,
        partner: 'bankrate',
        lessonSlug: 'credit-and-borrowing',
        contentType: 'productPartnerOutro',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.bankrate.com/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'stockroom',
      utm_medium: 'learn_and_earn',
      utm_campaign: 'credit-and-borrowing',
      utm_content: 'productPartnerOutro',
      sr_member: memberPseudonym(KEY, USER, 'bankrate'),
    });
  });

  it('makes a member id that is stable, per member, per partner, per key, and hides the user id', () => {
    const id = memberPseudonym(KEY, USER, 'ladder');
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(memberPseudonym(KEY, USER, 'ladder')).toBe(id);
    expect(memberPseudonym(KEY, '0b7c1b52-2a5e-4c43-9a55-7c1b5c0e2f10', 'ladder')).not.toBe(id);
    expect(memberPseudonym(KEY, USER, 'bestow')).not.toBe(id);
    expect(memberPseudonym('another-key-of-reasonable-length', USER, 'ladder')).not.toBe(id);
    expect(id).not.toContain(USER.slice(0, 8));
  });
});

describe('partner promotions in the learn state', () => {
  let ctx: FundingContext;
  beforeAll(async () => {
    ctx = await createLearnContext();
    // Every partner kind once, in the four sponsor section types, and one partner twice.
    const types = [
      'sponsorIntro',
      'sponsorOutro',
      'productPartnerOutro',
      'ladderQuoteTool',
    ] as const;
    const sections = PARTNER_KINDS.map((kind, i) => sponsor(kind, types[i % types.length]));
    await publish(
      ctx,
      lesson('all-partners', 1, {
        sections: [...lesson('x', 1).sections, ...sections, sponsor('ladder', 'sponsorOutro')],
      }),
      lesson('plain', 2),
    );
  });
  afterAll(async () => ctx.close());

  const partnersOf = async (agent: Parameters<typeof stateOf>[0]) =>
    (await stateOf(agent)).lessonData['all-partners']!.partners as LessonSummary['partners'];

  it('lists each partner once with its button text from spec §1', async () => {
    const { agent } = await member(ctx);
    const partners = await partnersOf(agent);
    expect(partners.map((p) => p.kind)).toEqual([...PARTNER_KINDS]);
    for (const partner of partners) {
      expect(partner.button_text, partner.kind).toBe(SPEC_BUTTON_TEXT[partner.kind]);
    }
    expect((await stateOf(agent)).lessonData.plain!.partners).toEqual([]);
  });

  it('links each partner with the tracking parameters of the lesson and the member', async () => {
    const { agent, userId } = await member(ctx);
    const partners = await partnersOf(agent);
    const types = ['sponsorIntro', 'sponsorOutro', 'productPartnerOutro', 'ladderQuoteTool'];
    partners.forEach((partner, i) => {
      const url = new URL(partner.url);
      expect(url.protocol).toBe('https:');
      expect(url.origin + url.pathname).toBe(PARTNER_HOME_URL[partner.kind]);
      expect(url.searchParams.get('utm_source')).toBe('stockroom');
      expect(url.searchParams.get('utm_medium')).toBe('learn_and_earn');
      expect(url.searchParams.get('utm_campaign')).toBe('all-partners');
      // The first section that promoted it (ladder's repeat does not add a second link).
      expect(url.searchParams.get('utm_content')).toBe(types[i % types.length]);
      expect(url.searchParams.get('sr_member')).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(partner.url).not.toContain(userId);
    });
  });

  it('gives the same member the same id every time, and another member another', async () => {
    const one = await member(ctx);
    const other = await member(ctx);
    const memberIds = (partners: LessonSummary['partners']) =>
      partners.map((p) => new URL(p.url).searchParams.get('sr_member'));
    const first = memberIds(await partnersOf(one.agent));
    expect(memberIds(await partnersOf(one.agent))).toEqual(first);
    const theirs = memberIds(await partnersOf(other.agent));
    first.forEach((id, i) => expect(theirs[i]).not.toBe(id));
  });
});
