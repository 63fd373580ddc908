// Whether a member's membership is in force at an instant: active, or cancelled with its paid
// period still running (periods.ts effectiveStatus). Other services ask this to grant the
// membership's benefits (funding's larger instant-deposit limit, support's priority), so it reads
// one row and nothing else: no provider, no equity.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema/payments';
import { effectiveStatus } from './periods';

export async function membershipInForce(db: Db, userId: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ status: memberships.status, periodEnd: memberships.currentPeriodEnd })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return row !== undefined && effectiveStatus(row.status, row.periodEnd, at) !== 'lapsed';
}
