// @vitest-environment happy-dom
// The funding bonus on the rewards screen: its terms, from the server's answer, until a qualifying
// deposit settles; then when it was credited. The figures come from the contract's constants.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUNDING_BONUS_CENTS, FUNDING_BONUS_MIN_DEPOSIT_CENTS } from '@/contract/funding-bonus';
import { RewardsOverview } from '@/contract/rewards';
import { assert } from 'superstruct';
import { formatDateTime, formatRewardCents } from '@/ui/format';
import { FundingBonusCard } from './FundingBonusCard';

const bonus = (credited_at: string | null): RewardsOverview['funding_bonus'] => {
  const value = {
    amount_cents: FUNDING_BONUS_CENTS,
    min_deposit_cents: FUNDING_BONUS_MIN_DEPOSIT_CENTS,
    credited_at,
  };
  assert(value, RewardsOverview.schema.funding_bonus);
  return value;
};

describe('FundingBonusCard', () => {
  it('states the terms while no qualifying deposit has settled', () => {
    render(<FundingBonusCard bonus={bonus(null)} />);
    const card = screen.getByRole('region', { name: 'First-deposit bonus' });
    expect(card.textContent).toContain(
      `Deposit ${formatRewardCents(FUNDING_BONUS_MIN_DEPOSIT_CENTS)} or more`,
    );
    expect(card.textContent).toContain(`${formatRewardCents(FUNDING_BONUS_CENTS)} is added`);
    expect(screen.getByRole('link', { name: 'Funding bonus rules' }).getAttribute('href')).toBe(
      '/funding-bonus-rules',
    );
  });

  it('says when the bonus was credited', () => {
    const at = '2026-11-20T15:00:00.000Z';
    render(<FundingBonusCard bonus={bonus(at)} />);
    expect(screen.getByRole('region', { name: 'First-deposit bonus' }).textContent).toContain(
      `bonus was added to your reward balance on ${formatDateTime(at)}`,
    );
  });
});
