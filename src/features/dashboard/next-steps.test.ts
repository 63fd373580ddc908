import { describe, expect, it } from 'vitest';
import { nextSteps, type StepFacts } from './next-steps';

const done: StepFacts['user'] = {
  account_type: 'simulated',
  account_type_chosen: true,
  investing_experience: { id: 'good', description: 'I invest regularly' },
  brokerage_opt_in: false,
};
const paper = { type: 'simulated', status: 'open' } as const;
const facts = (over: Partial<StepFacts> = {}): StepFacts => ({
  user: done,
  accounts: [paper],
  application: null,
  banks: null,
  transfers: null,
  ...over,
});
const liveUser = { ...done, account_type: 'live' } as const;

describe('next steps', () => {
  it('asks a new member the three onboarding questions, in order', () => {
    const user = {
      account_type: 'simulated',
      account_type_chosen: false,
      investing_experience: null,
      brokerage_opt_in: null,
    } as const;
    expect(nextSteps(facts({ user }))).toEqual([
      'choose-account',
      'investing-experience',
      'brokerage-decision',
    ]);
  });

  it('shows nothing to a paper member who has answered everything', () => {
    expect(nextSteps(facts())).toEqual([]);
  });

  it('follows the live application until it is approved', () => {
    const live = { type: 'live', status: 'application_not_started' } as const;
    const at = (application: StepFacts['application']) =>
      nextSteps(facts({ user: liveUser, accounts: [paper, live], application }));
    expect(at('not_started')).toEqual(['finish-application']);
    expect(at('in_progress')).toEqual(['finish-application']);
    expect(at('submitted')).toEqual(['application-in-review']);
    expect(at('in_review')).toEqual(['application-in-review']);
    expect(at('action_required')).toEqual(['application-needs-action']);
    expect(at('rejected')).toEqual(['application-rejected']);
    expect(at('approved')).toEqual([]);
  });

  it('counts a brokerage opt-in as heading for a live account', () => {
    const user = { ...done, brokerage_opt_in: true };
    expect(nextSteps(facts({ user, application: 'not_started' }))).toEqual(['finish-application']);
  });

  it('once the live account is open: link a bank, verify it, then make the first deposit', () => {
    const open = { user: liveUser, accounts: [paper, { type: 'live', status: 'open' }] } as const;
    const base = { ...open, application: 'approved' } as const;
    expect(nextSteps(facts({ ...base, banks: [], transfers: [] }))).toEqual(['link-bank']);
    expect(nextSteps(facts({ ...base, banks: [{ status: 'removed' }], transfers: [] }))).toEqual([
      'link-bank',
    ]);
    expect(
      nextSteps(facts({ ...base, banks: [{ status: 'pending_verification' }], transfers: [] })),
    ).toEqual(['verify-bank']);
    expect(nextSteps(facts({ ...base, banks: [{ status: 'verified' }], transfers: [] }))).toEqual([
      'first-deposit',
    ]);
    expect(
      nextSteps(
        facts({ ...base, banks: [{ status: 'verified' }], transfers: [{ direction: 'deposit' }] }),
      ),
    ).toEqual([]);
  });

  it('leaves out a step whose facts it could not read', () => {
    const open = { user: liveUser, accounts: [paper, { type: 'live', status: 'open' }] } as const;
    expect(nextSteps(facts({ ...open, application: 'approved' }))).toEqual([]);
  });
});
