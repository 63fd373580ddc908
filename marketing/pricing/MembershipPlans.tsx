// The plans as the server states them (GET /membership/plans): name, monthly price and the
// benefits with this server's figures. Before they arrive (and pre-rendered, and without
// JavaScript) a link to the membership screen stands in.
import { useCallback, useEffect, useState } from 'react';
import * as membershipPlansEndpoints from '@/contract/endpoints/membership-plans';
import type { MembershipPlans as Plans } from '@/contract/membership-plans';
import { membershipPaths } from '@/features/membership/paths';
import { call, describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; plans: Plans['plans'] };

const price = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function MembershipPlans() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    call(membershipPlansEndpoints.plans).then(
      (answer) => setState({ kind: 'ready', plans: answer.plans }),
      (error: unknown) => setState({ kind: 'error', message: describeError(error) }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.kind === 'loading')
    return (
      <p>
        <a href={membershipPaths.membership}>See the membership’s price and benefits</a>
      </p>
    );
  if (state.kind === 'error')
    return (
      <Notice tone="error">
        The price could not be loaded: {state.message}{' '}
        <Button variant="secondary" onClick={load}>
          Try again
        </Button>
      </Notice>
    );
  return (
    <PlanList>
      {state.plans.map((plan) => (
        <li key={plan.id} data-testid={`plan-${plan.id}`}>
          <h3>{plan.name}</h3>
          <p>
            <strong data-testid="plan-price">{price(plan.monthly_fee_cents)}</strong> a month
          </p>
          <ul>
            {plan.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <Button as="a" href={membershipPaths.membership}>
            Become a member
          </Button>
        </li>
      ))}
    </PlanList>
  );
}

const PlanList = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > li': {
    backgroundColor: '$component',
    border: '1px solid $border',
    borderRadius: '$lg',
    padding: '$5',
    maxWidth: '560px',
  },
  '& h3': { fontSize: '$lg', margin: '0 0 $2' },
  '& p strong': { fontSize: '$xl' },
  '& ul': { paddingLeft: '$5', color: '$textMuted', margin: '0 0 $5' },
  '& ul li': { marginBottom: '$2' },
});
