// The confirmation step, a modal. The Idempotency-Key is made once, when
// the modal opens, and reused by "Try again": if the first request reached the server and only
// its answer was lost, the retry returns that same order instead of placing a second one.
import { useState } from 'react';
import type { Order, OrderPreviewResponse, OrderRequest } from '@/contract/orders';
import { describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { describeOrder, whenItExecutes } from './order-text';
import { decimalToUnits } from '@/contract/orders';

export interface ConfirmOrderModalProps {
  request: OrderRequest;
  preview: OrderPreviewResponse;
  offline: boolean;
  newKey: () => string;
  place: (request: OrderRequest, key: string) => Promise<{ order: Order }>;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}

export function ConfirmOrderModal(props: ConfirmOrderModalProps) {
  const { request, preview, offline, newKey, place, onClose, onPlaced } = props;
  const [key] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const buy = request.side === 'buy';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { order } = await place(request, key);
      onPlaced(order);
    } catch (failure) {
      setError(describeError(failure));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      modalType="confirm order"
      title="Confirm your order"
      height="auto"
    >
      <Summary data-testid="confirm-order">
        <strong>{describeOrder(asDescribed(request))}</strong>
        <span>
          {buy ? 'Estimated cost' : 'Estimated proceeds'}{' '}
          <Money cents={preview.estimated_amount_cents} />
        </span>
        <span>{whenItExecutes(preview)}</span>
        <span>
          Account: {preview.account_type === 'simulated' ? 'Paper (virtual money)' : 'Live'}
        </span>
      </Summary>
      {error ? (
        <Notice tone="error">
          {error} Your order may or may not have reached us: trying again is safe, it will not be
          placed twice.
        </Notice>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Back
        </Button>
        <Button onClick={confirm} disabled={busy || offline} data-analytics="Place order">
          {busy ? <Spinner size="small" label="Placing your order" /> : null}
          {error ? 'Try again' : buy ? 'Confirm buy' : 'Confirm sell'}
        </Button>
      </Actions>
    </Modal>
  );
}

/** The request's decimal strings in the integer units describeOrder reads. */
function asDescribed(request: OrderRequest) {
  return {
    side: request.side,
    type: request.type,
    symbol: request.symbol,
    quantity_e5: request.quantity ? decimalToUnits(request.quantity, 5) : null,
    notional_cents: request.notional ? decimalToUnits(request.notional, 2) : null,
    limit_price_e4: request.limit_price ? decimalToUnits(request.limit_price, 4) : null,
    stop_price_e4: request.stop_price ? decimalToUnits(request.stop_price, 4) : null,
  };
}

const Summary = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  marginBottom: '$4',
  '& span': { color: '$textMuted' },
});
const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: '$3' });
