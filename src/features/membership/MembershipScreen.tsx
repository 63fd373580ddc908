// /app/membership (spec §2): the plan and its monthly fee, the fee waiver and
// where the member stands against it (live-account equity; paper money does not count), the
// purchase form, its success screen, and a decline shown inline with the provider's reason.
import { useState } from 'react';
import { Link } from 'wouter';
import type { MembershipOverview, MembershipResult } from '@/contract/payments';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { membershipQuery } from './api';
import { CardForm } from './CardForm';
import { MembershipSuccess } from './MembershipSuccess';
import { membershipPaths } from './paths';
import { purchaseMembership } from './purchases';
import { StatusChip } from './pieces';
import { periodText } from './text';

export default function MembershipScreen() {
  const { state, reload } = useApiQuery(membershipQuery);
  return (
    <Page title="Membership" testId="membership-screen">
      <Heading>Membership</Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading membership" staleNotice>
        {(data) => <Membership data={data} />}
      </QueryView>
    </Page>
  );
}

function Membership({ data }: { data: MembershipOverview }) {
  const [result, setResult] = useState<MembershipResult | null>(null);
  const plan = data.plans[0]!;
  const membership = result?.membership ?? data.membership;
  const inForce = membership !== null && membership.status !== 'lapsed';
  return (
    <>
      {result ? <MembershipSuccess result={result} /> : null}
      <Card aria-labelledby="plan-name" data-testid="membership-plan">
        <Heading as="h2" level={2} id="plan-name">
          {plan.name}
        </Heading>
        <Fee>
          <Money cents={plan.monthly_fee_cents} /> a month
        </Fee>
        <Benefits aria-label={`${plan.name} benefits`}>
          {plan.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </Benefits>
      </Card>
      <Waiver data={data} />
      {inForce && !result ? (
        <Card data-testid="membership-current">
          <Heading as="h2" level={2}>
            Your membership <StatusChip status={membership.status} />
          </Heading>
          <Muted>{periodText(membership.status, membership.current_period_end)}.</Muted>
          <Link href={membershipPaths.subscriptions}>Manage your subscriptions</Link>
        </Card>
      ) : null}
      {!inForce ? (
        <Card aria-labelledby="join-heading">
          <Heading as="h2" level={2} id="join-heading">
            {membership ? 'Join again' : `Join ${plan.name}`}
          </Heading>
          {membership ? (
            <Muted>{periodText(membership.status, membership.current_period_end)}.</Muted>
          ) : null}
          <CardForm
            idPrefix="membership-card"
            needsCard={!data.waiver.eligible}
            submitLabel={
              data.waiver.eligible ? (
                'Join: fee waived'
              ) : (
                <>
                  Pay <Money cents={plan.monthly_fee_cents} /> and join
                </>
              )
            }
            testCards={data.test_cards}
            send={(card, key) => purchaseMembership('plus', card, key)}
            onDone={setResult}
          />
        </Card>
      ) : null}
    </>
  );
}

function Waiver({ data }: { data: MembershipOverview }) {
  const { min_equity_cents: min, live_equity_cents: equity, eligible } = data.waiver;
  return (
    <Card aria-labelledby="waiver-heading" data-testid="membership-waiver">
      <Heading as="h2" level={2} id="waiver-heading">
        {eligible ? 'Your fee is waived' : 'Fee waiver'}
      </Heading>
      <Muted>
        The monthly fee is waived while your live account’s equity (cash and investments) is at
        least <Money cents={min} />. Paper-trading money does not count.
      </Muted>
      <p data-testid="waiver-status">
        {equity === null ? (
          'You have no live account yet, so the fee applies.'
        ) : (
          <>
            Your live account’s equity is <Money cents={equity} />:{' '}
            {eligible ? 'the fee is waived.' : 'the fee applies.'}
          </>
        )}
      </p>
    </Card>
  );
}

const Fee = styled('p', { fontSize: '$lg', fontWeight: 600, margin: '0 0 $3' });
const Benefits = styled('ul', { margin: 0, paddingLeft: '$5', '& li + li': { marginTop: '$1' } });
