// The operators' audit log (server/db/schema/operators.ts): written in the same transaction as
// the action it records, so an action and its record commit together; read by the console.
import { desc, eq } from 'drizzle-orm';
import { OPS_AUDIT_LISTED, type OpsAuditLog } from '@/contract/ops';
import type { Db, Tx } from '../../db/client';
import { operatorActions, users } from '../../db/schema';

export interface OperatorAction {
  /** Null for the command line (`npm run ops`). */
  operatorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
  at: Date;
}

export async function recordOperatorAction(db: Db | Tx, entry: OperatorAction): Promise<void> {
  const { at, detail = {}, ...values } = entry;
  await db.insert(operatorActions).values({ ...values, detail, createdAt: at });
}

export async function auditLog(db: Db): Promise<OpsAuditLog> {
  const rows = await db
    .select({ action: operatorActions, operator: users.email })
    .from(operatorActions)
    .leftJoin(users, eq(users.id, operatorActions.operatorId))
    .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
    .limit(OPS_AUDIT_LISTED);
  return {
    actions: rows.map(({ action, operator }) => ({
      id: action.id,
      operator,
      action: action.action,
      subject_type: action.subjectType,
      subject_id: action.subjectId,
      detail: JSON.stringify(action.detail),
      created_at: action.createdAt.toISOString(),
    })),
  };
}
