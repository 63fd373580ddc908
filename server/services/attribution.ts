// Campaign attribution (spec §7 page-level forwarding): whitelisted query parameters per visitor,
// attached to the user when that browser signs up.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CAMPAIGN_KEYS, type AttributionRequest } from '@/contract/attribution';
import type { Db } from '../db/client';
import { attributions } from '../db/schema';
import { sha256 } from './tokens';

const MAX_VALUE = 200;

export function campaignParams(query: string): Record<string, string> {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept: Record<string, string> = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key);
    if (value) kept[key] = value.slice(0, MAX_VALUE);
  }
  return kept;
}

/** Stores the visit's campaign parameters once; false when the query carries none. */
export async function recordAttribution(
  db: Db,
  visitor: string,
  input: AttributionRequest,
): Promise<boolean> {
  const params = campaignParams(input.query);
  if (Object.keys(params).length === 0) return false;
  await db
    .insert(attributions)
    .values({
      visitorHash: sha256(visitor),
      landingPath: input.landing_path,
      params,
      queryHash: sha256(JSON.stringify(params)),
    })
    .onConflictDoNothing();
  return true;
}

/** At sign-up: the browser's unclaimed visits become the new user's. */
export async function claimAttributions(db: Db, visitor: string, userId: string): Promise<void> {
  await db
    .update(attributions)
    .set({ userId })
    .where(and(eq(attributions.visitorHash, sha256(visitor)), isNull(attributions.userId)));
}

export async function attributionsOf(db: Db, userId: string) {
  return db
    .select()
    .from(attributions)
    .where(eq(attributions.userId, userId))
    .orderBy(desc(attributions.createdAt));
}
