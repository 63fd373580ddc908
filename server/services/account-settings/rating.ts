// The rate-app modal's answer (spec §2 "many modals (rate app, …)").
import type { AppRatingRequest, AppRatingResponse } from '@/contract/account-settings';
import type { Db } from '../../db/client';
import { appRatings } from '../../db/schema';

export async function rateApp(
  db: Db,
  userId: string,
  input: AppRatingRequest,
  now: Date,
): Promise<AppRatingResponse> {
  const comment = input.comment?.trim() || null;
  const [row] = await db
    .insert(appRatings)
    .values({ userId, stars: input.stars, comment, createdAt: now })
    .returning({ id: appRatings.id, stars: appRatings.stars });
  if (!row) throw new Error('rating insert returned no row');
  return row;
}
