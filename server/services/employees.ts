// The employee flag: the analytics property is_nvstr_employee (§3), "used only for analytics"
// (§6, no roles). No API route changes it; an operator does, with
// `npm run operator -- set-employee <email> <true|false>` (server/operator.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { normalizeEmail } from './auth';
import { accountForEmail } from './email-verification';

export interface EmployeeChange {
  id: string;
  email: string;
  isEmployee: boolean;
  /** The flag before the command; equal to isEmployee when nothing changed. */
  was: boolean;
}

/** Sets the flag for the account with this email; null when there is none. */
export async function setEmployee(
  db: Db,
  email: string,
  isEmployee: boolean,
): Promise<EmployeeChange | null> {
  const normalized = normalizeEmail(email);
  const user = await accountForEmail(db, normalized);
  if (!user) return null;
  if (user.isEmployee !== isEmployee) {
    await db.update(users).set({ isEmployee }).where(eq(users.id, user.id));
  }
  return { id: user.id, email: normalized, isEmployee, was: user.isEmployee };
}
