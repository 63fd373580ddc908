// Who decides a live-account application's identity check (spec §3, §4): an
// IdentityVerificationProvider. A real vendor (an identity-verification or brokerage-onboarding
// API) is an outside service this server cannot reach, so the built-in one is a SANDBOX that
// behaves as vendors' sandboxes do: it decides on its own, a short configurable time after the
// submission, from documented test values. `manual` leaves every application to the operator's
// queue (`npm run ops -- review`). IDENTITY_PROVIDER chooses (server/config.ts).
import type { ReviewDecision, RequiredAction } from '@/contract/live-accounts';

/** What the provider is told: the applicant's identity number (digits) and which attempt this is. */
interface IdentityApplicant {
  taxIdDigits: string;
  /** 1 at submission; 2, 3… each time the applicant answers action_required. */
  attempt: number;
}

/** A decision the provider has made, applied to the application when due. */
interface IdentityDecision {
  decision: Extract<ReviewDecision, 'approved' | 'action_required' | 'rejected'>;
  reason: string | null;
  requiredAction: RequiredAction | null;
}

export interface IdentityVerificationProvider {
  /** Stored with each check and as the review event's actor. */
  readonly name: string;
  /** How long after the submission the decision takes effect. */
  readonly delayMs: number;
  /** The decision; null when a person decides (the operator's queue). */
  check(applicant: IdentityApplicant): IdentityDecision | null;
}

export const IDENTITY_PROVIDERS = ['sandbox', 'manual'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

/** IDENTITY_SANDBOX_DELAY_MS's default: long enough to see "Submitted", short enough to wait for. */
export const DEFAULT_IDENTITY_SANDBOX_DELAY_MS = 10_000;

/**
 * The sandbox's test identity numbers (docs/features.md "Sandboxes and gaps"). 900–999 is the
 * range of taxpayer identification numbers never issued as Social Security numbers, so no real
 * applicant's number is one of these. Any other number is approved.
 */
const SANDBOX_TEST_TAX_IDS: Record<string, IdentityDecision> = {
  '900101001': {
    decision: 'action_required',
    requiredAction: 'resubmit_address',
    reason:
      'We could not confirm your home address. Enter it again as it appears on a bill or bank statement.',
  },
  '900101002': {
    decision: 'action_required',
    requiredAction: 'upload_documents',
    reason:
      'We could not match your identity document. Upload a clear photo of the front and back of your ID.',
  },
  '900101003': {
    decision: 'rejected',
    requiredAction: null,
    reason: 'We could not verify your identity from the details you gave.',
  },
};

const APPROVED: IdentityDecision = { decision: 'approved', reason: null, requiredAction: null };

export function sandboxIdentityProvider(delayMs: number): IdentityVerificationProvider {
  return {
    name: 'sandbox',
    delayMs,
    check({ taxIdDigits, attempt }) {
      const tested = SANDBOX_TEST_TAX_IDS[taxIdDigits];
      // As vendors' sandboxes do, the applicant's answer to action_required clears it: the second
      // attempt is approved. A rejection stays one.
      if (!tested || (attempt > 1 && tested.decision === 'action_required')) return APPROVED;
      return tested;
    },
  };
}

const manualIdentityProvider: IdentityVerificationProvider = {
  name: 'manual',
  delayMs: 0,
  check: () => null,
};

export function identityProviderFor(
  name: IdentityProviderName,
  sandboxDelayMs: number = DEFAULT_IDENTITY_SANDBOX_DELAY_MS,
): IdentityVerificationProvider {
  return name === 'manual' ? manualIdentityProvider : sandboxIdentityProvider(sandboxDelayMs);
}
