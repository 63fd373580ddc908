// The karma call: GET /api/v1/karma (spec §3 karma state), checked against its response struct.
import { call } from '@/platform/api';
import { applyServerKarma } from './state';
import * as communityEndpoints from '@/contract/endpoints/community';

/** Fetches the reader's karma into the client state; a failure leaves the state as it was. */
export async function loadKarma(): Promise<void> {
  applyServerKarma(await call(communityEndpoints.karma));
}
