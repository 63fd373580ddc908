import { boolean, enums, nullable, number, string, type, type Infer } from './structs';

/** Account types (spec §1, §3). */
export const ACCOUNT_TYPES = ['live', 'simulated'] as const;
export const AccountType = enums(ACCOUNT_TYPES);
export type AccountType = Infer<typeof AccountType>;

/**
 * Investing experience answers for /app/investing_experience. The spec names the analytics
 * property `investing_experience.description` (§3), so the user carries `{id, description}`.
 */
export const INVESTING_EXPERIENCE = {
  none: 'I am new to investing',
  some: 'I have bought a few stocks or funds',
  good: 'I invest regularly',
  extensive: 'I trade actively, including options or margin',
} as const;
export type InvestingExperienceId = keyof typeof INVESTING_EXPERIENCE;
export const INVESTING_EXPERIENCE_IDS = Object.keys(
  INVESTING_EXPERIENCE,
) as InvestingExperienceId[];
export const InvestingExperienceId = enums(INVESTING_EXPERIENCE_IDS);

/**
 * Experiment assignments, one `*_test_group` analytics property each (§3). The server assigns and
 * stores them (server/services/experiments.ts holds each experiment's groups and must list exactly
 * these names). Values are plain strings, not enums: a cached older client validating /me must not
 * fail because a newer server answers with a group it does not know.
 */
export const ExperimentGroups = type({
  onboarding_copy_test_group: string(),
  funding_flow_test_group: string(),
  paper_trading_prompt_test_group: string(),
});
export type ExperimentGroups = Infer<typeof ExperimentGroups>;
export type ExperimentName = keyof ExperimentGroups;

export const User = type({
  id: string(),
  email: string(),
  name: string(),
  signed_up_at: string(),
  sign_in_count: number(),
  account_type: AccountType,
  /** False until the person has answered /app/account_type (the paper account is the default). */
  account_type_chosen: boolean(),
  brokerage_opt_in: nullable(boolean()),
  investing_experience: nullable(type({ id: InvestingExperienceId, description: string() })),
  /** The employee flag (§3, §6): analytics only, set by an operator command, never by the user. */
  is_nvstr_employee: boolean(),
  /** Whether the sign-in email is confirmed: money moves only once it is. */
  email_verified: boolean(),
  /** An operator (`npm run ops -- grant-operator`): the /ops console opens for them. */
  is_operator: boolean(),
  ...ExperimentGroups.schema,
});
export type User = Infer<typeof User>;

export const UserResponse = type({ user: User });
export type UserResponse = Infer<typeof UserResponse>;
