// Secrets every instance must share (the CSRF key), created once in the database.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';
import { newToken } from './tokens';

export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value;
}
