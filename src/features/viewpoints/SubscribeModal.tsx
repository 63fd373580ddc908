// The subscribe entry point (issue 6/10 item 5): subscribing is a paid purchase that arrives with
// memberships and their payment interface (7/10). Until then the modal says so plainly rather than
// pretending: there is no purchase button that does nothing.
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { styled } from '@/ui/theme/stitches';
import { viewpointPaths } from './paths';

export function SubscribeButton({ name, title }: { name: string; title: string }) {
  const [open, setOpen] = useState(false);
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
        onClose={() => setOpen(false)}
        title={`Subscribe to ${name}`}
        height="auto"
      >
        <Text>
          A subscription to {name} unlocks every viewpoint they publish for subscribers, including “
          {title}”. Subscriptions are a paid purchase that comes with memberships.
        </Text>
        <Text data-testid="subscribe-unavailable">
          <strong>Buying a subscription is not available in this version yet.</strong> Nothing has
          been charged and nothing has changed on your account.
        </Text>
        <Text>
          Subscriptions you hold are listed under{' '}
          <Link href={viewpointPaths.manage}>My subscriptions</Link>.
        </Text>
        <Actions>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Actions>
      </Modal>
    </>
  );
}

const Text = styled('p', { margin: '0 0 $4' });
const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end' });
