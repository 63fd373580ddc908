// The current user as the API shows it (src/contract/users.ts).
import { eq } from 'drizzle-orm';
import {
  INVESTING_EXPERIENCE,
  type ExperimentName,
  type InvestingExperienceId,
  type User,
} from '@/contract/users';
import type { MeAnalyticsProperties } from '@/contract/me-analytics';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notSignedIn } from '../errors';
import { experimentGroups } from './experiments';

/**
 * Every route that answers with the user (me, sign-up, log-in, onboarding) comes through here.
 * Each answer carries the §3 analytics_id too, so sign-in analytics names the member as every
 * later visit does (the client passes the field through without naming it: contract/me-analytics).
 */
export type AnsweredUser = User & Pick<MeAnalyticsProperties, 'analytics_id'>;

/**
 * The columns the answer is made of, and no others: never the password's hash, the failed log-ins
 * or the closure (`GET /me` reads them at every start; each column is parsed at every read).
 */
export const ANSWERED_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
  signInCount: users.signInCount,
  accountType: users.accountType,
  accountTypeChosen: users.accountTypeChosen,
  brokerageOptIn: users.brokerageOptIn,
  investingExperience: users.investingExperience,
  isEmployee: users.isEmployee,
  emailVerifiedAt: users.emailVerifiedAt,
  operatorSince: users.operatorSince,
  analyticsId: users.analyticsId,
};

type AnsweredUserRow = Pick<typeof users.$inferSelect, keyof typeof ANSWERED_USER_COLUMNS>;

export async function getUser(db: Db, userId: string): Promise<AnsweredUser> {
  const [row] = await db.select(ANSWERED_USER_COLUMNS).from(users).where(eq(users.id, userId));
  if (!row) throw notSignedIn();
  return { ...toUser(row), ...(await experimentGroups(db, userId)) };
}

export function toUser(row: AnsweredUserRow): Omit<AnsweredUser, ExperimentName> {
  const experience = row.investingExperience as InvestingExperienceId | null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    signed_up_at: row.createdAt.toISOString(),
    sign_in_count: row.signInCount,
    account_type: row.accountType,
    account_type_chosen: row.accountTypeChosen,
    brokerage_opt_in: row.brokerageOptIn,
    investing_experience:
      experience && experience in INVESTING_EXPERIENCE
        ? { id: experience, description: INVESTING_EXPERIENCE[experience] }
        : null,
    // §3 is_nvstr_employee, from the flag an operator sets (§6; services/employees.ts).
    is_nvstr_employee: row.isEmployee,
    email_verified: row.emailVerifiedAt !== null,
    is_operator: row.operatorSince !== null,
    analytics_id: row.analyticsId,
  };
}
