// One recurring deposit in the list: amount, how often, the next date, the bank, its status, and
// what happened the last time it was due. Words carry the status; the colour only repeats it.
import { useId } from 'react';
import { FREQUENCY_PHRASES, type RecurringDeposit } from '@/contract/recurring-deposits';
import { Button } from '@/ui/Button';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { bankDisplay, formatCalendarDate, STATUS_NAMES } from './text';

const Item = styled('li', {
  listStyle: 'none',
  padding: '$4 0',
  borderTop: '1px solid $border',
  '&:first-child': { borderTop: 'none', paddingTop: 0 },
});
const Top = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$3',
  flexWrap: 'wrap',
});
const Title = styled('h3', { fontSize: '$lg', margin: 0 });
const Chip = styled('span', {
  padding: '2px $2',
  borderRadius: '$pill',
  border: '1px solid',
  fontSize: '$xs',
  fontWeight: 600,
  variants: {
    tone: {
      active: { color: '$positive', borderColor: '$positive' },
      cancelled: { color: '$textMuted', borderColor: '$border' },
    },
  },
});
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: '$2 $4',
  margin: '$3 0',
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0 },
});
const Note = styled('p', { margin: '0 0 $3', fontSize: '$sm', color: '$textMuted' });
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });

export function ScheduleItem({
  schedule,
  offline,
  onEdit,
  onCancel,
}: {
  schedule: RecurringDeposit;
  offline: boolean;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const run = schedule.last_run;
  return (
    <Item aria-labelledby={titleId} data-testid="recurring-deposit">
      <Top>
        <Title id={titleId}>
          <Money cents={schedule.amount_cents} /> {FREQUENCY_PHRASES[schedule.frequency]}
        </Title>
        <Chip tone={schedule.status}>{STATUS_NAMES[schedule.status]}</Chip>
      </Top>
      <Facts>
        <div>
          <dt>Next deposit</dt>
          <dd>{schedule.next_date ? formatCalendarDate(schedule.next_date) : 'None'}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{bankDisplay(schedule.bank_name, schedule.bank_last_four)}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{formatCalendarDate(schedule.start_date)}</dd>
        </div>
      </Facts>
      {run ? (
        <Note>
          {run.status === 'created'
            ? `Last deposit made for ${formatCalendarDate(run.due_date)}.`
            : `The deposit for ${formatCalendarDate(run.due_date)} could not be made: ${run.error ?? 'unknown reason'}`}
        </Note>
      ) : null}
      {schedule.status === 'active' ? (
        <Actions>
          <Button
            variant="secondary"
            onClick={onEdit}
            disabled={offline}
            aria-describedby={titleId}
          >
            Edit
          </Button>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={offline}
            aria-describedby={titleId}
          >
            Cancel
          </Button>
        </Actions>
      ) : null}
    </Item>
  );
}
