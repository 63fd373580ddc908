// What a membership gives, as /app/membership lists it. Each line is something the product does
// while the membership is in force (in-force.ts decides that), never a promise of later work:
// - a larger instant-deposit limit: funding/transfers.ts instantLimitFor;
// - priority support: support requests sent by a member are flagged and listed first
//   (server/services/support);
// - the fee waived at the live-equity minimum: equity.ts.
import type { PaymentDeps } from './deps';

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export function membershipBenefits(deps: PaymentDeps): string[] {
  const { standardCents, memberCents } = deps.instantDepositLimits;
  return [
    `Instant deposits: up to ${dollars(memberCents)} of a deposit to spend at once while it settles (${dollars(standardCents)} without membership)`,
    'Priority support: your support requests are flagged and answered first',
    `No monthly fee while your live account holds at least ${dollars(deps.waiveFeeMinEquityCents)}`,
    'Monthly, cancel any time: benefits last to the end of the month you paid for',
  ];
}
