// The karma call: GET /api/v1/karma (issue 6/10 item 8), checked against its contract struct.
import { KarmaState } from '@/contract/community';
import { api } from '@/platform/api';
import { applyServerKarma } from './state';

/** Fetches the reader's karma into the client state; a failure leaves the state as it was. */
export async function loadKarma(): Promise<void> {
  applyServerKarma(await api({ path: '/karma', response: KarmaState }));
}
