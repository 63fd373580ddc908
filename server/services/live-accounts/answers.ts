// Each saved step's answers, encrypted at rest and bound to the member and step
// (db/schema/live-accounts.ts): written by the application's steps, read back for its progress,
// its submission and the identity check.
import { eq } from 'drizzle-orm';
import type { ApplicationStep, IdentityStep } from '@/contract/live-accounts';
import type { Db, Tx } from '../../db/client';
import { liveAccountSteps } from '../../db/schema';
import { decryptJson, encryptJson } from '../crypto/field-encryption';

export type StoredStep = ApplicationStep | 'trusted_contact';

const stepPurpose = (userId: string, step: StoredStep) => `live_account_step:${userId}:${step}`;

export async function writeStep(
  tx: Tx,
  key: Buffer,
  userId: string,
  step: StoredStep,
  value: unknown,
): Promise<void> {
  const payloadEncrypted = encryptJson(key, stepPurpose(userId, step), value);
  await tx
    .insert(liveAccountSteps)
    .values({ userId, step, payloadEncrypted })
    .onConflictDoUpdate({
      target: [liveAccountSteps.userId, liveAccountSteps.step],
      set: { payloadEncrypted, updatedAt: new Date() },
    });
}

export async function readSteps(
  db: Tx | Db,
  key: Buffer,
  userId: string,
): Promise<Map<StoredStep, unknown>> {
  const rows = await db.select().from(liveAccountSteps).where(eq(liveAccountSteps.userId, userId));
  return new Map(
    rows.map((row) => [
      row.step as StoredStep,
      decryptJson(key, stepPurpose(userId, row.step as StoredStep), row.payloadEncrypted),
    ]),
  );
}

/** The identity step as stored (its number as digits), or undefined before it is saved. */
export async function readIdentity(
  db: Tx | Db,
  key: Buffer,
  userId: string,
): Promise<IdentityStep | undefined> {
  return (await readSteps(db, key, userId)).get('identity') as IdentityStep | undefined;
}
