// A membership plan as the server states it: its price, and its benefits with the figures of the
// server's configuration (server/services/payments/benefits.ts). Apart from ./payments.ts so the
// marketing home's pricing carries this struct alone.
import { array, integer, string, type, type Infer } from './structs';

export const MembershipPlan = type({
  id: string(),
  name: string(),
  monthly_fee_cents: integer(),
  benefits: array(string()),
});

/** The plans alone, for anyone (the marketing home's pricing): no member, no card. */
export const MembershipPlans = type({ plans: array(MembershipPlan) });
export type MembershipPlans = Infer<typeof MembershipPlans>;
