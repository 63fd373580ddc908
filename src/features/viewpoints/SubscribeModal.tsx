// The subscribe entry point (bought through the payment provider of the membership feature): the
// price, the card form (a decline is shown inline with its reason), then the viewpoint-subscription
// success screen; "Read now" closes it and the page reads again, unlocked.
import { useState } from 'react';
import { Link } from 'wouter';
import {
  VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS,
  type ViewpointSubscriptionResult,
} from '@/contract/payments';
import {
  CardForm,
  membershipPaths,
  subscribeToContributor,
  testCardsQuery,
  ViewpointSubscriptionSuccess,
} from '@/features/membership';
import { trackPurchaseRevenue } from '@/platform/analytics/revenue';
import { invalidateAfter, useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';

export function SubscribeButton({
  contributorId,
  name,
  title,
}: {
  contributorId: string;
  name: string;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ViewpointSubscriptionResult | null>(null);
  const close = () => {
    setOpen(false);
    // Not as soon as it is bought: the page, read again unlocked, would drop this button and the
    // success screen with it.
    if (result) void invalidateAfter('membership');
  };
  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Subscribe to read “${title}”`}
        onClick={() => setOpen(true)}
      >
        Subscribe to read
      </Button>
      <Modal
        open={open}
        onClose={close}
        modalType="viewpoint subscribe"
        title={`Subscribe to ${name}`}
        height="auto"
      >
        {result ? (
          <ViewpointSubscriptionSuccess result={result} onRead={close} />
        ) : (
          <Purchase contributorId={contributorId} name={name} title={title} onDone={setResult} />
        )}
      </Modal>
    </>
  );
}

function Purchase(props: {
  contributorId: string;
  name: string;
  title: string;
  onDone: (result: ViewpointSubscriptionResult) => void;
}) {
  const { contributorId, name, title, onDone } = props;
  // Only for listing the SANDBOX's test numbers: the form works without them.
  const { state } = useApiQuery(testCardsQuery);
  return (
    <>
      <Text>
        A subscription to {name} unlocks every viewpoint they publish for subscribers, including “
        {title}”, for <Money cents={VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS} /> a month. Cancel at any
        time under <Link href={membershipPaths.subscriptions}>Subscriptions</Link>: you keep reading
        until the month you paid for ends.
      </Text>
      <CardForm
        idPrefix="subscribe-card"
        needsCard
        submitLabel={
          <>
            Pay <Money cents={VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS} /> and subscribe
          </>
        }
        testCards={state.status === 'success' ? state.data : []}
        send={async (card, key) => {
          const result = await subscribeToContributor(contributorId, card, key);
          // A paid subscription logs its revenue for analytics (§3, §5, §7).
          trackPurchaseRevenue(result.payment, {
            productId: `viewpoint_subscription:${contributorId}`,
            revenueType: 'viewpoint subscription',
          });
          return result;
        }}
        onDone={onDone}
      />
    </>
  );
}

const Text = styled('p', { margin: '0 0 $4' });
