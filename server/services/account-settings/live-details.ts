// Update live account (spec §2 mobile "update live account"): after approval a
// member may change the application's address, phone and employment answers, checked with the
// same step structs and stored the same way (encrypted, services/live-accounts/application.ts).
// Each change is written to the review history, so the operator sees what moved and when.
import { and, eq } from 'drizzle-orm';
import type {
  AddressStep,
  EmploymentDisclosuresStep,
  LiveAccountDetails,
  PhoneStep,
} from '@/contract/account-settings';
import {
  liveAccountApplications,
  liveAccountReviewEvents,
  liveAccountSteps,
} from '../../db/schema';
import { conflict } from '../../errors';
import { decryptJson, encryptJson } from '../crypto/field-encryption';
import type { AccountSettingsDeps } from './deps';
import { openLiveAccountId } from './profile';

/** The sections a member may change, by the application step they are stored as. */
const LIVE_DETAIL_STEPS = {
  address: 'address',
  phone: 'phone',
  employment: 'employment_disclosures',
} as const;
export type LiveDetailSection = keyof typeof LIVE_DETAIL_STEPS;
type SectionValue = {
  address: AddressStep;
  phone: PhoneStep;
  employment: EmploymentDisclosuresStep;
};

/** The purpose string the application's own writes use (services/live-accounts/application.ts). */
const stepPurpose = (userId: string, step: string) => `live_account_step:${userId}:${step}`;

async function readStep<T>(deps: AccountSettingsDeps, userId: string, step: string) {
  const [row] = await deps.db
    .select({ payload: liveAccountSteps.payloadEncrypted })
    .from(liveAccountSteps)
    .where(and(eq(liveAccountSteps.userId, userId), eq(liveAccountSteps.step, step)));
  return row ? decryptJson<T>(deps.liveKey, stepPurpose(userId, step), row.payload) : null;
}

export async function liveAccountDetails(
  deps: AccountSettingsDeps,
  userId: string,
): Promise<LiveAccountDetails> {
  const [application] = await deps.db
    .select({ status: liveAccountApplications.status })
    .from(liveAccountApplications)
    .where(eq(liveAccountApplications.userId, userId));
  const open = application?.status === 'approved' && (await openLiveAccountId(deps.db, userId));
  if (!open) {
    return {
      state: application ? 'applying' : 'none',
      address: null,
      phone: null,
      employment: null,
    };
  }
  const [address, phone, employment] = await Promise.all([
    readStep<AddressStep>(deps, userId, LIVE_DETAIL_STEPS.address),
    readStep<PhoneStep>(deps, userId, LIVE_DETAIL_STEPS.phone),
    readStep<EmploymentDisclosuresStep>(deps, userId, LIVE_DETAIL_STEPS.employment),
  ]);
  return { state: 'open', address, phone, employment };
}

export async function updateLiveDetail<S extends LiveDetailSection>(
  deps: AccountSettingsDeps,
  userId: string,
  section: S,
  value: SectionValue[S],
): Promise<LiveAccountDetails> {
  const step = LIVE_DETAIL_STEPS[section];
  await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: liveAccountApplications.status })
      .from(liveAccountApplications)
      .where(eq(liveAccountApplications.userId, userId))
      .for('update');
    if (application?.status !== 'approved') {
      throw conflict('You can change these details once your live account is approved.', section);
    }
    const payloadEncrypted = encryptJson(deps.liveKey, stepPurpose(userId, step), value);
    const now = deps.now();
    await tx
      .insert(liveAccountSteps)
      .values({ userId, step, payloadEncrypted, updatedAt: now })
      .onConflictDoUpdate({
        target: [liveAccountSteps.userId, liveAccountSteps.step],
        set: { payloadEncrypted, updatedAt: now },
      });
    await tx
      .update(liveAccountApplications)
      .set({ updatedAt: now })
      .where(eq(liveAccountApplications.userId, userId));
    await tx.insert(liveAccountReviewEvents).values({
      userId,
      fromStatus: 'approved',
      toStatus: 'approved',
      actor: 'applicant',
      reason: `${section} updated`,
    });
  });
  return liveAccountDetails(deps, userId);
}
