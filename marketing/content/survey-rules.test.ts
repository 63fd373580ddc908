// The survey rules page (spec §2 /surveyrules) describes what is true: no survey runs, so no page
// may present a survey, sweepstakes or prize for feedback as open. If a survey endpoint is ever
// added to the contract, this test fails until the page states that survey's real rules.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { infoPages } from './index';
import type { InfoPageContent } from './types';

const textOf = (page: InfoPageContent) =>
  [
    page.title,
    page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
  ].join('\n');

/** Wordings of a survey programme that runs: official rules, entries, draws, winners. */
const SURVEY_RUNNING = [
  /survey sweepstakes/i,
  /complete the survey/i,
  /winners are (selected|chosen|notified) (in|by|within)/i,
  /\bone entry\b/i,
  /from time to time we invite members to/i,
];

const endpointsDir = new URL('../../src/contract/endpoints/', import.meta.url);

describe('survey rules', () => {
  it('the contract has no survey endpoint', () => {
    const files = readdirSync(endpointsDir).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      expect(readFileSync(new URL(name, endpointsDir), 'utf8')).not.toMatch(/survey|sweepstake/i);
    }
  });

  it('says plainly that no survey runs, and what a future one would follow', () => {
    const { surveyRules } = infoPages;
    expect(surveyRules.intro).toMatch(/not running any surveys/i);
    expect(textOf(surveyRules)).toMatch(/no reward, cash or otherwise, is offered/i);
    expect(surveyRules.sections.map((s) => s.heading)).toContain(
      'If we run a survey in the future',
    );
  });

  it.each(Object.entries(infoPages))('%s presents no survey programme as running', (_, page) => {
    const text = textOf(page);
    for (const pattern of SURVEY_RUNNING) expect(text).not.toMatch(pattern);
  });
});
