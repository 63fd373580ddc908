// Lead capture (spec §3, §7): one row per address; a repeat is answered like the first.
import type { LeadRequest } from '@/contract/lead';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { normalizeEmail } from './auth';

export async function captureLead(db: Db, input: LeadRequest): Promise<void> {
  await db
    .insert(leads)
    .values({
      email: normalizeEmail(input.email),
      landerSlug: input.lander_slug,
      whiteLabelPartnerId: input.white_label_partner_id ?? null,
    })
    .onConflictDoNothing({ target: leads.email });
}
