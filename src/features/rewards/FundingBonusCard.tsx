// The first-deposit funding bonus on the rewards screen (spec §2 /funding-bonus-rules): its terms
// until a qualifying deposit settles, then when the bonus was added to the reward balance.
import type { RewardsOverview } from '@/contract/rewards';
import { marketingPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatDateTime, formatRewardCents } from '@/ui/format';

export function FundingBonusCard({ bonus }: { bonus: RewardsOverview['funding_bonus'] }) {
  const amount = formatRewardCents(bonus.amount_cents);
  return (
    <Card
      aria-labelledby="funding-bonus-title"
      data-testid="funding-bonus"
      css={{ marginBottom: '$4' }}
    >
      <Heading as="h2" level={2} id="funding-bonus-title">
        First-deposit bonus
      </Heading>
      <Muted css={{ margin: 0 }}>
        {bonus.credited_at
          ? `Your one-time ${amount} bonus was added to your reward balance on ${formatDateTime(bonus.credited_at)}.`
          : `Deposit ${formatRewardCents(bonus.min_deposit_cents)} or more into your live account: when the deposit settles, ${amount} is added to your reward balance, once.`}{' '}
        <a href={marketingPaths.fundingBonusRules}>Funding bonus rules</a>
      </Muted>
    </Card>
  );
}
