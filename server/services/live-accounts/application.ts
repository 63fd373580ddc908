// The live-account application: steps saved one at a time in spec §4's order,
// progress to resume from /app/onboard, submission once every step is valid, the status page, the
// address resubmission the review may ask for, and the optional trusted contact. Every answer is
// encrypted at rest (db/schema/live-accounts.ts) and the identity number is returned masked.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { type Struct, validate } from 'superstruct';
import {
  APPLICATION_STEPS,
  STEP_STRUCTS,
  taxIdDigits,
  type AddressStep,
  type ApplicationProgress,
  type ApplicationStatus,
  type ApplicationStatusResponse,
  type ApplicationStep,
  type IdentityStep,
  type NextStep,
  type StepValues,
  type TrustedContactRequest,
} from '@/contract/live-accounts';
import type { Db, Tx } from '../../db/client';
import { accounts, liveAccountApplications, liveAccountSteps } from '../../db/schema';
import { conflict } from '../../errors';
import { maskLastFour } from '../crypto/field-encryption';
import { readSteps, writeStep } from './answers';
import { lockApplication, recordEvent, requestIdentityCheck, returnToReview } from './decisions';
import type { LiveAccountDeps } from './deps';
import { listDocuments } from './documents';
import { documentFlowFor } from './flow';

async function ensureApplication(tx: Tx | Db, userId: string) {
  await tx
    .insert(liveAccountApplications)
    .values({ userId, documentFlow: documentFlowFor(userId) })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(liveAccountApplications)
    .where(eq(liveAccountApplications.userId, userId))
    .for('update');
  if (!row) throw new Error('application missing after insert');
  return row;
}

/** Stored form of a step: the identity number as digits only. */
function normalise<S extends ApplicationStep>(step: S, value: StepValues[S]): StepValues[S] {
  if (step !== 'identity') return value;
  const identity = value as IdentityStep;
  return { ...identity, tax_id: taxIdDigits(identity.tax_id) } as StepValues[S];
}

export async function saveStep<S extends ApplicationStep>(
  deps: LiveAccountDeps,
  userId: string,
  step: S,
  value: StepValues[S],
): Promise<ApplicationProgress> {
  await deps.db.transaction(async (tx) => {
    const application = await ensureApplication(tx, userId);
    if (application.status !== 'draft') {
      throw conflict('The application was submitted and can no longer be changed.', step);
    }
    await writeStep(tx, deps.key, userId, step, normalise(step, value));
    await tx
      .update(liveAccountApplications)
      .set({ updatedAt: new Date() })
      .where(eq(liveAccountApplications.userId, userId));
  });
  return progress(deps, userId);
}

/** A saved step counts as done only while it still validates (e.g. a date of birth). */
function isValidStep<S extends ApplicationStep>(step: S, value: unknown): boolean {
  if (value === undefined) return false;
  // The identity number is stored as digits, which TaxId accepts too.
  const struct: Struct<StepValues[S], unknown> = STEP_STRUCTS[step];
  return !validate(value, struct)[0];
}

function statusOf(stored: string | undefined, stepCount: number): ApplicationStatus {
  if (!stored || stored === 'draft') return stepCount > 0 ? 'in_progress' : 'not_started';
  return stored as ApplicationStatus;
}

export async function progress(
  deps: LiveAccountDeps,
  userId: string,
): Promise<ApplicationProgress> {
  const [application] = await deps.db
    .select()
    .from(liveAccountApplications)
    .where(eq(liveAccountApplications.userId, userId));
  const saved = await readSteps(deps.db, deps.key, userId);
  const steps = APPLICATION_STEPS.map((step) => ({
    step,
    done: isValidStep(step, saved.get(step)),
  }));
  const status = statusOf(application?.status, steps.filter((s) => s.done).length);
  const firstOpen = steps.find((s) => !s.done)?.step;
  const submitted = application !== undefined && application.status !== 'draft';
  const next_step: NextStep = submitted ? 'almost_there' : (firstOpen ?? 'confirmation');

  const values: ApplicationProgress['values'] = {};
  for (const step of APPLICATION_STEPS) {
    const value = saved.get(step);
    if (value === undefined) continue;
    if (step === 'identity') {
      const identity = value as IdentityStep;
      values.identity = {
        tax_id_masked: maskLastFour(identity.tax_id),
        citizenship: identity.citizenship,
        ...(identity.visa_type ? { visa_type: identity.visa_type } : {}),
      };
    } else {
      (values as Record<string, unknown>)[step] = value;
    }
  }
  const trusted = saved.get('trusted_contact') as TrustedContactRequest | undefined;
  return {
    status,
    document_flow: application?.documentFlow ?? documentFlowFor(userId),
    steps,
    next_step,
    values,
    trusted_contact: trusted ?? null,
    documents: await listDocuments(deps.db, userId),
  };
}

/** POST …/submit: only a draft whose every step is saved and valid; it then enters review. */
export async function submitApplication(
  deps: LiveAccountDeps,
  userId: string,
): Promise<ApplicationStatusResponse> {
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, userId);
    if (application && application.status !== 'draft') {
      throw conflict('The application was already submitted.');
    }
    const saved = await readSteps(tx, deps.key, userId);
    const missing = APPLICATION_STEPS.find((step) => !isValidStep(step, saved.get(step)));
    if (!application || missing) {
      const step = missing ?? APPLICATION_STEPS[0];
      throw conflict(`Complete the ${step.replace(/_/g, ' ')} step before submitting.`, step);
    }
    const now = deps.now();
    await tx
      .update(liveAccountApplications)
      .set({ status: 'submitted', submittedAt: now, updatedAt: now })
      .where(eq(liveAccountApplications.userId, userId));
    await recordEvent(tx, userId, 'draft', 'submitted', 'applicant');
    await requestIdentityCheck(tx, deps, userId, now);
  });
  return applicationStatus(deps.db, userId);
}

export async function applicationStatus(
  db: Db,
  userId: string,
): Promise<ApplicationStatusResponse> {
  const [application] = await db
    .select()
    .from(liveAccountApplications)
    .where(eq(liveAccountApplications.userId, userId));
  const [stepCount] = await db
    .select({ n: count() })
    .from(liveAccountSteps)
    .where(and(eq(liveAccountSteps.userId, userId), ne(liveAccountSteps.step, 'trusted_contact')));
  const [live] = await db
    .select({ status: accounts.status })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.type, 'live'), ne(accounts.status, 'closed')),
    )
    .orderBy(asc(accounts.createdAt));
  const documents = await listDocuments(db, userId);
  return {
    status: statusOf(application?.status, Number(stepCount?.n ?? 0)),
    document_flow: application?.documentFlow ?? documentFlowFor(userId),
    reason: application?.reviewReason ?? null,
    required_action: application?.requiredAction ?? null,
    submitted_at: application?.submittedAt?.toISOString() ?? null,
    reviewed_at: application?.reviewedAt?.toISOString() ?? null,
    live_account_status: live?.status ?? null,
    document_count: documents.length,
  };
}

/** PUT …/resubmit_address: only when the review asked for action; it goes back to review. */
export async function resubmitAddress(
  deps: LiveAccountDeps,
  userId: string,
  address: AddressStep,
): Promise<ApplicationStatusResponse> {
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, userId);
    if (application?.status !== 'action_required') {
      throw conflict('The address can be resubmitted only when the review asks for it.');
    }
    await writeStep(tx, deps.key, userId, 'address', address);
    await returnToReview(tx, deps, userId, 'address resubmitted', deps.now());
  });
  return applicationStatus(deps.db, userId);
}

/** PUT …/trusted_contact: optional, saved at any time (before or after submission). */
export async function saveTrustedContact(
  deps: LiveAccountDeps,
  userId: string,
  contact: TrustedContactRequest,
): Promise<ApplicationProgress> {
  await deps.db.transaction(async (tx) => {
    await ensureApplication(tx, userId);
    await writeStep(tx, deps.key, userId, 'trusted_contact', contact);
  });
  return progress(deps, userId);
}
