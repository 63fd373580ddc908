// The viewpoint-subscription success screen (spec §2 mobile "viewpoint subscription success"),
// shown in the subscribe modal once the purchase went through.
import type { ViewpointSubscriptionResult } from '@/contract/payments';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { Actions, Mark, PaymentLine } from './pieces';
import { formatDate } from './text';

export function ViewpointSubscriptionSuccess({
  result,
  onRead,
}: {
  result: ViewpointSubscriptionResult;
  onRead: () => void;
}) {
  const { subscription, payment } = result;
  return (
    <div data-testid="viewpoint-subscription-success" aria-live="polite">
      <Mark aria-hidden>✓</Mark>
      <Heading as="h2" level={2}>
        You subscribe to {subscription.name}
      </Heading>
      <p>
        <PaymentLine payment={payment} />
      </p>
      {subscription.current_period_end ? (
        <Muted>
          Every viewpoint {subscription.name} publishes for subscribers is open to you through{' '}
          {formatDate(subscription.current_period_end)}.
        </Muted>
      ) : null}
      <Actions>
        <Button type="button" onClick={onRead}>
          Read now
        </Button>
      </Actions>
    </div>
  );
}
