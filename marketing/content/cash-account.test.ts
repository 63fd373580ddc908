// Every live account is a cash account (server/services/orders: a buy needs the cash, a sell the
// shares), so the documents a member reads before trading must say so and agree with each
// other: the margin disclosure (spec §2 /margin_disclosure), the broker-dealer terms (/terms),
// the customer agreement and the legal page.
import { describe, expect, it } from 'vitest';
import { brokerDealerTerms } from './brokerDealerTerms';
import { customerAgreement } from './customerAgreement';
import { legal } from './legal';
import { marginDisclosure } from './marginDisclosure';
import type { InfoPageContent } from './types';

const textOf = (page: InfoPageContent) =>
  [
    page.title,
    page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
  ].join('\n');

/** Wordings that present margin as something a Stockroom member has or can get. */
const MARGIN_OFFERED = [
  /margin (is|are) (available|offered)(?! to)/i,
  /\b(apply for|approved for|eligible for|use|using|trade on|trading on) margin\b(?! is not)/i,
  /margin (interest|rate) (is|are) (charged|shown)/i,
  /\byou will receive a margin call/i,
  /\byour (margin|loan) balance\b/i,
  /\bmaintenance requirement(s)? can be raised/i,
];

const PAGES = { marginDisclosure, brokerDealerTerms, customerAgreement, legal };

describe('cash account documents', () => {
  it('the margin disclosure says plainly that margin is not offered and what a cash account is', () => {
    const text = textOf(marginDisclosure);
    expect(marginDisclosure.intro).toMatch(/does not offer margin/i);
    expect(text).toMatch(/cash account/i);
    expect(text).toMatch(/short selling is not available/i);
    expect(text).toMatch(/cannot borrow/i);
    // Still a real disclosure: what margin is, why it is not offered, what if that changes.
    const headings = marginDisclosure.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining(['What margin is', 'Why we do not offer it', 'If this ever changes']),
    );
  });

  it.each(Object.entries(PAGES))('%s never describes margin as offered', (_name, page) => {
    const text = textOf(page);
    for (const pattern of MARGIN_OFFERED) expect(text).not.toMatch(pattern);
  });

  it('the broker-dealer terms and the customer agreement both call the account a cash account', () => {
    for (const page of [brokerDealerTerms, customerAgreement]) {
      const text = textOf(page);
      expect(text).toMatch(/is a cash account/i);
      expect(text).toMatch(/margin is not (offered|available)/i);
      expect(text).toMatch(/cannot sell securities you do not own/i);
    }
  });
});
