// /app/funding/recurring-deposits (spec §2; mobile "recurring deposits"): the
// person's schedules with amount, how often, next date, bank and status; edit and cancel (with a
// confirmation); an empty state that offers to schedule one. Offline it shows the last list the
// service worker kept, and editing waits for the network (DESIGN.md "Client state and offline").
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { RecurringDeposit } from '@/contract/recurring-deposits';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { ActionLink, ScreenTop } from '@/ui/ScreenTop';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { schedulesQuery } from './api';
import { CancelScheduleModal } from './CancelScheduleModal';
import { EditScheduleModal } from './EditScheduleModal';
import { recurringPaths } from './paths';
import { ScheduleItem } from './ScheduleItem';
import { scheduleSummary } from './text';

const List = styled('ul', { margin: 0, padding: 0 });
type Dialog = { kind: 'edit' | 'cancel'; schedule: RecurringDeposit } | null;

export default function RecurringDepositsScreen() {
  useSignals();
  const offline = !isOnline.value;
  const { state, reload } = useApiQuery(schedulesQuery);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [message, setMessage] = useState<{ text: string; focus: boolean } | null>(null);
  // Saved answers replace their row in place at once, before the list asked again after the
  // change (api.ts) is back.
  const [saved, setSaved] = useState<Record<string, RecurringDeposit>>({});
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A cancelled row loses its buttons, so the focus that was on one goes to the message.
    if (message?.focus) messageRef.current?.focus();
  }, [message]);

  const done = (schedule: RecurringDeposit, text: string, focus: boolean) => {
    setDialog(null);
    setSaved((previous) => ({ ...previous, [schedule.id]: schedule }));
    setMessage({ text, focus });
  };

  return (
    <Page title="Recurring deposits" testId="recurring-deposits-screen">
      <ScreenTop>
        <Heading>Recurring deposits</Heading>
        <ActionLink href={recurringPaths.schedule}>Schedule a recurring deposit</ActionLink>
      </ScreenTop>
      <Muted>
        <Link href={recurringPaths.funding}>Back to funding</Link>
      </Muted>
      {offline ? (
        <Notice tone="warning">
          You are offline. Changes to recurring deposits need a connection.
        </Notice>
      ) : null}
      <div ref={messageRef} tabIndex={-1}>
        {message ? <Notice tone="info">{message.text}</Notice> : null}
      </div>
      <Card aria-label="Your recurring deposits">
        <QueryView
          staleNotice
          state={state}
          reload={reload}
          loadingLabel="Loading your recurring deposits"
          isEmpty={([{ recurring_deposits: list }]) => list.length === 0}
          empty={
            <div data-testid="recurring-empty">
              <Muted>
                You have no recurring deposits. A deposit on a schedule puts money in your live
                account every week, every two weeks or every month, without you having to remember.
              </Muted>
              <Link href={recurringPaths.schedule}>Schedule your first recurring deposit</Link>
            </div>
          }
        >
          {([{ recurring_deposits: list }, { bank_accounts: banks }]) => (
            <>
              <List aria-label="Recurring deposits">
                {list
                  .map((listed) => saved[listed.id] ?? listed)
                  .map((schedule) => (
                    <ScheduleItem
                      key={schedule.id}
                      schedule={schedule}
                      offline={offline}
                      onEdit={() => setDialog({ kind: 'edit', schedule })}
                      onCancel={() => setDialog({ kind: 'cancel', schedule })}
                    />
                  ))}
              </List>
              {dialog?.kind === 'edit' ? (
                <EditScheduleModal
                  schedule={dialog.schedule}
                  banks={banks}
                  offline={offline}
                  onClose={() => setDialog(null)}
                  onSaved={(schedule) =>
                    done(
                      schedule,
                      `Saved: ${scheduleSummary(schedule.amount_cents, schedule.frequency, schedule.next_date ?? schedule.start_date)}.`,
                      false,
                    )
                  }
                />
              ) : null}
              {dialog?.kind === 'cancel' ? (
                <CancelScheduleModal
                  schedule={dialog.schedule}
                  offline={offline}
                  onClose={() => setDialog(null)}
                  onCancelled={(schedule) =>
                    done(schedule, 'The recurring deposit is cancelled.', true)
                  }
                />
              ) : null}
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
