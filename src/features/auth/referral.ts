// The referral claim after sign-up, in its own module so only the sign-up chunk carries it (the
// rest of ./api.ts runs at boot and counts against the JS budget of `/`).
import { call } from '@/platform/api';
import * as socialEndpoints from '@/contract/endpoints/social';

/**
 * Traces a new member to the referral link that brought them (spec §3). Best effort:
 * an unknown or already-claimed code must never stand between a person and their new account.
 */
export async function claimReferral(code: string): Promise<void> {
  try {
    await call(socialEndpoints.claimReferral, { body: { code, channel: 'Share Link' } });
  } catch {
    // Nothing to tell the person: the referral is the referrer's reward, not theirs to fix.
  }
}
