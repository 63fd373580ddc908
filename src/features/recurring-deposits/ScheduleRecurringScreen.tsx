// /app/funding/schedule-new-recurring-deposit (spec §2). Needs a live account
// and a verified bank: without them the screen says so and links to the application or to bank
// linking. Scheduling needs the network (DESIGN.md "Client state and offline"): offline, the
// button is disabled and nothing is queued.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { banksAndAccountsQuery } from './api';
import { NoLiveAccount } from './NoLiveAccount';
import { recurringPaths } from './paths';
import { ScheduleForm } from './ScheduleForm';

export default function ScheduleRecurringScreen() {
  useSignals();
  const offline = !isOnline.value;
  const { state, reload } = useApiQuery(banksAndAccountsQuery);
  return (
    <Page title="Schedule a recurring deposit" testId="schedule-recurring-screen">
      <Heading>Schedule a recurring deposit</Heading>
      <Muted>
        <Link href={recurringPaths.list}>Back to recurring deposits</Link>
      </Muted>
      {offline ? (
        <Notice tone="warning">
          You are offline. Scheduling needs a connection: nothing is sent or saved for later until
          you are back online.
        </Notice>
      ) : null}
      <Card aria-label="New recurring deposit">
        <QueryView state={state} reload={reload} loadingLabel="Loading your bank accounts">
          {([{ bank_accounts: banks }, { accounts }]) => {
            const live = accounts.some((a) => a.type === 'live' && a.status !== 'closed');
            if (!live) return <NoLiveAccount />;
            const verified = banks.filter((bank) => bank.status === 'verified');
            if (verified.length === 0) {
              return (
                <Muted data-testid="no-verified-bank">
                  Recurring deposits come from a verified bank account, and you have none yet.{' '}
                  <Link href={recurringPaths.linkBank}>Link a bank account</Link>
                </Muted>
              );
            }
            return <ScheduleForm banks={verified} offline={offline} />;
          }}
        </QueryView>
      </Card>
    </Page>
  );
}
