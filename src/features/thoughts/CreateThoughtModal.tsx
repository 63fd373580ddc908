// The create-thought form in a modal, opened from the security page's Community section.
import type { ProOrCon } from '@/contract/community';
import { Modal } from '@/ui/Modal';
import { CreateThoughtForm, type CreateThoughtOutcome } from './CreateThoughtForm';

export function CreateThoughtModal({
  symbol,
  open,
  initialProOrCon,
  onClose,
  onDone,
}: {
  symbol: string;
  open: boolean;
  initialProOrCon?: ProOrCon;
  onClose: () => void;
  onDone: (outcome: CreateThoughtOutcome) => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      modalType="create thought"
      title={`Share a thought on ${symbol}`}
      height="auto"
    >
      <CreateThoughtForm
        symbol={symbol}
        initialProOrCon={initialProOrCon}
        onCancel={onClose}
        onDone={(outcome) => {
          onDone(outcome);
          onClose();
        }}
      />
    </Modal>
  );
}
