// The current user as the API shows it (src/contract/users.ts).
import { eq } from 'drizzle-orm';
import { INVESTING_EXPERIENCE, type InvestingExperienceId, type User } from '@/contract/users';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';

export async function getUser(db: Db, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return toUser(row);
}

export function toUser(row: typeof users.$inferSelect): User {
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
  };
}
