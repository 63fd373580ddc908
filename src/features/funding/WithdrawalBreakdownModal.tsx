// The withdrawal breakdown (spec §2 mobile modal "withdrawal breakdown"): why
// the withdrawable amount differs from cash. All figures come from GET /funding/breakdown, which
// derives them from the ledger; nothing is computed here but the labels.
import type { FundingBreakdown } from '@/contract/funding';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { Actions } from './pieces';

export function WithdrawalBreakdownModal({
  breakdown,
  onClose,
}: {
  breakdown: FundingBreakdown;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      modalType="withdrawal breakdown"
      title="Withdrawal breakdown"
      height="auto"
    >
      <Table data-testid="withdrawal-breakdown">
        <caption>How your withdrawable cash is worked out</caption>
        <tbody>
          <Line label="Cash" cents={breakdown.cash_cents}>
            Cash in your live account that no open order holds.
          </Line>
          <Line label="Unsettled deposits" cents={-breakdown.unsettled_cents}>
            Deposits you can already invest but not withdraw until they settle.
          </Line>
          <Line label="Withdrawable cash" cents={breakdown.withdrawable_cents} total>
            What you can withdraw now.
          </Line>
        </tbody>
      </Table>
      <Table>
        <caption>Still on the way</caption>
        <tbody>
          <Line label="Deposits on the way" cents={breakdown.pending_deposits_cents}>
            Not in your cash yet: they arrive when the transfer settles.
          </Line>
          <Line label="Pending withdrawals" cents={breakdown.pending_withdrawals_cents}>
            Already taken from cash, on their way to your bank.
          </Line>
        </tbody>
      </Table>
      <Actions>
        <Button onClick={onClose}>Done</Button>
      </Actions>
    </Modal>
  );
}

function Line(props: { label: string; cents: number; total?: boolean; children: string }) {
  return (
    <tr data-total={props.total ? 'true' : undefined}>
      <th scope="row">
        {props.label}
        <Muted as="span">{props.children}</Muted>
      </th>
      <td>
        <Money cents={props.cents} />
      </td>
    </tr>
  );
}

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  marginBottom: '$4',
  '& caption': { textAlign: 'left', fontWeight: 600, marginBottom: '$2' },
  '& th': { textAlign: 'left', fontWeight: 600, padding: '$2 0', verticalAlign: 'top' },
  '& th span': { display: 'block', fontWeight: 400, fontSize: '$sm', margin: 0 },
  '& td': { textAlign: 'right', padding: '$2 0 $2 $3', verticalAlign: 'top' },
  '& tr + tr': { borderTop: '1px solid $border' },
  '& tr[data-total] th, & tr[data-total] td': { fontSize: '$lg', fontWeight: 700 },
});
