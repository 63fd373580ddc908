// The sandbox mailbox as API tests read it: straight from the test's database
// (server/services/email/mailbox.ts writes it while no SMTP_URL is set).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sandboxMail } from '@server/db/schema';

export type SandboxMailRow = typeof sandboxMail.$inferSelect;

/** Every message to `to`, oldest first. */
export function mailsTo(db: Db, to: string): Promise<SandboxMailRow[]> {
  return db
    .select()
    .from(sandboxMail)
    .where(eq(sandboxMail.recipient, to))
    .orderBy(asc(sandboxMail.createdAt), asc(sandboxMail.id));
}

/** The newest message to `to`; throws when there is none. */
export async function lastMailTo(db: Db, to: string): Promise<SandboxMailRow> {
  const last = (await mailsTo(db, to)).at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
}

/** The token of the first link to `path` in a text, decoded; null when there is none. */
export function tokenIn(text: string, path: string): string | null {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  return match ? decodeURIComponent(match[1]!) : null;
}
