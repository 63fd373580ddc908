// Secrets every instance must share (the CSRF key, the VAPID pair), created once in the database:
// the first instance's insert wins, and every instance reads what was kept.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';
import { newToken } from './tokens';

export async function sharedSecret(
  db: Db,
  name: string,
  make: () => string = newToken,
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}
