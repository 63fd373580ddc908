// The member's redemptions, newest first (spec §2 /rewards_redemption).
import type { RewardRedemption } from '@/contract/rewards';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { formatDateTime } from '@/ui/format';

export function RedemptionHistory({ redemptions }: { redemptions: readonly RewardRedemption[] }) {
  return (
    <Card aria-labelledby="history-title">
      <Heading as="h2" level={2} id="history-title">
        Redemption history
      </Heading>
      {redemptions.length === 0 ? (
        <Muted data-testid="no-redemptions">You have not redeemed any rewards yet.</Muted>
      ) : (
        <List data-testid="redemption-history">
          {redemptions.map((r) => (
            <li key={r.id}>
              <span>{formatDateTime(r.created_at)}</span>
              <strong>
                <Money cents={r.amount_cents} />
              </strong>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

const List = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '$3',
    padding: '$2 0',
    borderBottom: '1px solid $border',
  },
  '& li:last-child': { borderBottom: 'none' },
});
