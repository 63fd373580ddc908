// The referral claim after sign-up, in its own module so only the sign-up chunk carries it (the
// rest of ./api.ts runs at boot and counts against the JS budget of `/`).
import { api } from '@/platform/api';

/**
 * Traces a new member to the referral link that brought them (issue 6/10 item 7). Best effort:
 * an unknown or already-claimed code must never stand between a person and their new account.
 */
export async function claimReferral(code: string): Promise<void> {
  try {
    await api({ method: 'POST', path: '/referrals/claim', body: { code, channel: 'Share Link' } });
  } catch {
    // Nothing to tell the person: the referral is the referrer's reward, not theirs to fix.
  }
}
