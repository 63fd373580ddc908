// GET /api/v1/me: the user record plus the membership analytics properties of spec §3 and the
// preferences the client applies at sign-in. `MeUser` is a superstruct `type`, like `User`: the
// client's check passes every field through to analytics unchanged.
import { boolean, nullable, number, string, type, type Infer } from './structs';
import { User } from './users';

const MeUser = type({
  ...User.schema,
  /** A membership in force (active, or cancelled inside its paid period). */
  has_membership: boolean(),
  /** The live equity, in dollars, at which the membership fee is waived. */
  membership_waive_fee_min_equity: number(),
  /** Always false: cards are charged once and never kept. */
  has_linked_payment_source: boolean(),
  /** Viewpoint subscriptions in force. */
  total_subscription_count: number(),
  /** §3 app_color_theme: the theme the account recorded; null until chosen. */
  app_color_theme: nullable(string()),
  /** §3 show_compare_spy_price_history: the compare-to-benchmark chart preference. */
  show_compare_spy_price_history: boolean(),
  /** §5 "Opt-out blocks analytics": the client sets its analytics opt-out from this at sign-in. */
  analytics_opt_out: boolean(),
});
type MeUser = Infer<typeof MeUser>;

export const MeResponse = type({ user: MeUser });
export type MeResponse = Infer<typeof MeResponse>;
