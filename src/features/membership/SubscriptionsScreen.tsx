// /app/subscriptions (spec §2): the membership and every viewpoint
// subscription, each with its status and the end of its paid period, cancel (with confirmation)
// and renew.
import { Link } from 'wouter';
import type {
  Membership,
  MembershipOverview,
  SubscriptionsOverview,
  ViewpointSubscription,
} from '@/contract/payments';
import { contributorPath, viewpointPaths } from '@/features/viewpoints';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { cancelMembership, cancelViewpointSubscription, subscriptionsQuery } from './api';
import { ConfirmCancel } from './ConfirmCancel';
import { membershipPaths } from './paths';
import { Actions, StatusChip } from './pieces';
import { renewMembership, renewViewpointSubscription } from './purchases';
import { RenewButton } from './RenewButton';
import { periodText } from './text';

// A cancel or a renewal marks both answers stale (api.ts): the cards read again by themselves.
export default function SubscriptionsScreen() {
  const { state, reload } = useApiQuery(subscriptionsQuery);
  return (
    <Page title="Subscriptions" testId="subscriptions-screen">
      <Heading>Subscriptions</Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading subscriptions" staleNotice>
        {([subscriptions, overview]) => <Subscriptions data={subscriptions} overview={overview} />}
      </QueryView>
    </Page>
  );
}

function Subscriptions(props: { data: SubscriptionsOverview; overview: MembershipOverview }) {
  const { data, overview } = props;
  return (
    <>
      <MembershipCard membership={data.membership} overview={overview} />
      <Card aria-labelledby="viewpoint-subscriptions-heading">
        <Heading as="h2" level={2} id="viewpoint-subscriptions-heading">
          Viewpoint subscriptions
        </Heading>
        {data.viewpoint_subscriptions.length === 0 ? (
          <Muted role="status">
            You do not subscribe to any featured contributor.{' '}
            <Link href={viewpointPaths.featured}>See the featured contributors</Link>.
          </Muted>
        ) : (
          <List>
            {data.viewpoint_subscriptions.map((subscription) => (
              <ViewpointRow
                key={subscription.contributor_id}
                subscription={subscription}
                testCards={overview.test_cards}
              />
            ))}
          </List>
        )}
      </Card>
    </>
  );
}

function MembershipCard(props: { membership: Membership | null; overview: MembershipOverview }) {
  const { membership, overview } = props;
  const plan = overview.plans[0]!;
  return (
    <Card aria-labelledby="membership-heading" data-testid="subscriptions-membership">
      <Heading as="h2" level={2} id="membership-heading">
        Membership {membership ? <StatusChip status={membership.status} /> : null}
      </Heading>
      {membership ? (
        <>
          <p>
            {membership.plan_name} ·{' '}
            {membership.fee_waived ? 'fee waived' : <Money cents={membership.period_fee_cents} />} a
            month
          </p>
          <Muted>{periodText(membership.status, membership.current_period_end)}.</Muted>
          <Actions>
            {membership.status === 'active' ? (
              <ConfirmCancel
                what={`your ${membership.plan_name} membership`}
                label={`Cancel ${membership.plan_name} membership`}
                periodEnd={membership.current_period_end}
                cancel={cancelMembership}
              />
            ) : (
              <RenewButton
                idPrefix="renew-membership"
                status={membership.status}
                label={`Renew ${membership.plan_name} membership`}
                priceCents={plan.monthly_fee_cents}
                waived={overview.waiver.eligible}
                testCards={overview.test_cards}
                renew={renewMembership}
              />
            )}
          </Actions>
        </>
      ) : (
        <Muted role="status">
          You are not a member. <Link href={membershipPaths.membership}>See {plan.name}</Link>.
        </Muted>
      )}
    </Card>
  );
}

function ViewpointRow(props: {
  subscription: ViewpointSubscription;
  testCards: readonly { number: string; outcome: string }[];
}) {
  const { subscription: s, testCards } = props;
  return (
    <Item data-testid="viewpoint-subscription" aria-label={s.name}>
      <Name>
        {s.handle ? <Link href={contributorPath(s.handle)}>{s.name}</Link> : s.name}{' '}
        <StatusChip status={s.status} />
      </Name>
      <Muted css={{ margin: '$1 0 0' }}>
        <Money cents={s.monthly_price_cents} /> a month ·{' '}
        {periodText(s.status, s.current_period_end)}
      </Muted>
      <Actions css={{ marginTop: '$2' }}>
        {s.status === 'active' ? (
          <ConfirmCancel
            what={`your subscription to ${s.name}`}
            label={`Cancel subscription to ${s.name}`}
            periodEnd={s.current_period_end}
            cancel={() => cancelViewpointSubscription(s.contributor_id)}
          />
        ) : (
          <RenewButton
            idPrefix={`renew-${s.contributor_id}`}
            status={s.status}
            label={`Renew subscription to ${s.name}`}
            priceCents={s.monthly_price_cents}
            testCards={testCards}
            renew={(card, key) => renewViewpointSubscription(s.contributor_id, card, key)}
          />
        )}
      </Actions>
    </Item>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  padding: '$3 0',
  borderTop: '1px solid $border',
  '&:first-child': { borderTop: 0, paddingTop: 0 },
});
const Name = styled('p', {
  margin: 0,
  fontWeight: 600,
  display: 'flex',
  gap: '$2',
  alignItems: 'center',
  flexWrap: 'wrap',
});
