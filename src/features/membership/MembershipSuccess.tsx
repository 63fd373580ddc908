// The purchase-membership success screen (spec §2 mobile "purchase membership").
import { Link } from 'wouter';
import type { MembershipResult } from '@/contract/payments';
import { Card, Heading, Muted } from '@/ui/Card';
import { membershipPaths } from './paths';
import { Mark, PaymentLine } from './pieces';
import { formatDate } from './text';

export function MembershipSuccess({ result }: { result: MembershipResult }) {
  const { membership, payment } = result;
  return (
    <Card data-testid="membership-success" aria-live="polite">
      <Mark aria-hidden>✓</Mark>
      <Heading as="h2" level={2}>
        Welcome to {membership.plan_name}
      </Heading>
      <p>
        <PaymentLine payment={payment} />
      </p>
      <Muted>
        Your membership is paid through {formatDate(membership.current_period_end)}. Manage it under{' '}
        <Link href={membershipPaths.subscriptions}>Subscriptions</Link>.
      </Muted>
    </Card>
  );
}
