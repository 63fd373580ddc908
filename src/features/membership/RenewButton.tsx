// Renew: inside a cancelled period it takes the cancellation back and charges
// nothing (one click); after a lapse it is a new purchase, so the card form opens in a modal.
import { useState } from 'react';
import type { CardInput, SubscriptionStatus } from '@/contract/payments';
import { Button } from '@/ui/Button';
import { Money } from '@/ui/Money';
import { Modal } from '@/ui/Modal';
import { CardForm } from './CardForm';

export function RenewButton({
  status,
  label,
  priceCents,
  testCards,
  renew,
  idPrefix,
  waived = false,
}: {
  status: SubscriptionStatus;
  /** The button's accessible name. */
  label: string;
  priceCents: number;
  testCards: readonly { number: string; outcome: string }[];
  /** Marks what it changes stale once it succeeded, so the screen behind reads again. */
  renew: (card: CardInput | undefined, key: string) => Promise<unknown>;
  idPrefix: string;
  /** A membership whose fee is waived renews without a card. */
  waived?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const free = status === 'cancelled';
  return (
    <>
      <Button type="button" aria-haspopup="dialog" aria-label={label} onClick={() => setOpen(true)}>
        Renew
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        modalType="renew"
        title={label}
        height="auto"
      >
        <p>
          {free ? (
            'Your paid period is still running: renewing takes the cancellation back, with nothing charged now.'
          ) : waived ? (
            'A new month starts today; your fee is waived, so nothing is charged.'
          ) : (
            <>
              A new month starts today for <Money cents={priceCents} />.
            </>
          )}
        </p>
        <CardForm
          idPrefix={idPrefix}
          needsCard={!free && !waived}
          submitLabel={free ? 'Renew' : 'Pay and renew'}
          testCards={testCards}
          send={renew}
          onDone={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
