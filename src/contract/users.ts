import { boolean, enums, nullable, number, string, type, type Infer } from 'superstruct';

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
});
export type User = Infer<typeof User>;

export const UserResponse = type({ user: User });
export type UserResponse = Infer<typeof UserResponse>;
