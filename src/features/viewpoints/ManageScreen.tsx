// /app/viewpoint_contributors/manage (spec §2): the contributors the reader
// subscribes to, each with a Cancel that asks first (the subscriber-only posts stay readable until
// the paid month ends); below, the reader's own publishing: the form for a featured contributor,
// the application to become one for anyone else (features/contributor-applications).
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Contributor } from '@/contract/viewpoints';
import { ContributorApplicationPanel } from '@/features/contributor-applications';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { cancelSubscription, subscriptionsQuery } from './api';
import { contributorPath, viewpointPaths } from './paths';
import { PublishForm } from './PublishForm';
import { subscriberText } from './text';
import { ViewpointsNav } from './ViewpointsNav';

export default function ManageScreen() {
  const { state, reload } = useApiQuery(subscriptionsQuery);
  // The server answers a cancel with the remaining list: shown over the first load.
  const [remaining, setRemaining] = useState<readonly Contributor[] | null>(null);
  return (
    <Page title="My subscriptions" testId="viewpoints-manage-screen">
      <Heading>My subscriptions</Heading>
      <ViewpointsNav />
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading your subscriptions"
        staleNotice
      >
        {(data) => {
          const contributors = remaining ?? data.contributors;
          return contributors.length === 0 ? (
            <Card>
              <Muted role="status" css={{ margin: 0 }} data-testid="subscriptions-empty">
                You do not subscribe to any contributor. Read the open viewpoints of the{' '}
                <Link href={viewpointPaths.featured}>featured contributors</Link> to find one worth
                following.
              </Muted>
            </Card>
          ) : (
            <List aria-label="My subscriptions">
              {contributors.map((contributor) => (
                <Row key={contributor.id}>
                  <div>
                    <Link href={contributorPath(contributor.handle)}>{contributor.name}</Link>
                    <Small>{subscriberText(contributor.subscriber_count)}</Small>
                  </div>
                  <CancelButton contributor={contributor} onCancelled={setRemaining} />
                </Row>
              ))}
            </List>
          );
        }}
      </QueryView>
      <Publishing aria-label="Publishing">
        <ContributorApplicationPanel contributor={(handle) => <PublishForm handle={handle} />} />
      </Publishing>
    </Page>
  );
}

function CancelButton({
  contributor,
  onCancelled,
}: {
  contributor: Contributor;
  onCancelled: (remaining: readonly Contributor[]) => void;
}) {
  useSignals();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offline = !isOnline.value;
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await cancelSubscription(contributor.id);
      setOpen(false);
      onCancelled(answer.contributors);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={`Cancel subscription to ${contributor.name}`}
        disabled={offline}
        title={offline ? 'Connect to cancel a subscription' : undefined}
        onClick={() => setOpen(true)}
      >
        Cancel
      </Button>
      <Modal
        open={open}
        onClose={close}
        modalType="cancel viewpoint subscription"
        title="Cancel subscription?"
        height="auto"
      >
        <Muted>
          Nothing more is charged and nothing is refunded: you keep reading {contributor.name}’s
          subscriber-only viewpoints until the month you paid for ends, then only their open ones.
        </Muted>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            Keep subscription
          </Button>
          <Button type="button" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel subscription'}
          </Button>
        </Actions>
      </Modal>
    </>
  );
}

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
});
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4 $5',
  '& + &': { borderTop: '1px solid $border' },
});
const Publishing = styled('section', { marginTop: '$6' });
const Small = styled('span', { display: 'block', color: '$textMuted', fontSize: '$sm' });
const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '$3',
  flexWrap: 'wrap',
});
