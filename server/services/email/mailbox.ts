// The SANDBOX mailbox: instead of sending, each message is written as it would have gone over SMTP
// (nodemailer builds the very MIME the SMTP sender sends) and kept in `sandbox_mail`, readable in
// the operator console and, from the machine the server runs on, at /app/sandbox-mail. Nothing
// leaves the machine. Messages older than MAILBOX_KEEP_MS are dropped as new ones arrive.
import { desc, eq, lt } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { SandboxMailMessage, SandboxMailSummary } from '@/contract/sandbox-mail';
import type { Db } from '../../db/client';
import { sandboxMail } from '../../db/schema';
import type { EmailSender } from './sender';

const MAILBOX_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** The newest this many are listed: a mailbox to read, not an archive. */
const MAILBOX_LIST_LIMIT = 100;

/** Writes the MIME and hands it back instead of sending it. */
const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export function mailboxEmailSender(
  db: Db,
  from: string,
  log: (line: string) => void = (line) => console.log(line),
): EmailSender {
  return {
    name: 'sandbox',
    async send({ to, subject, text, html }, within) {
      const built = await composer.sendMail({ from, to, subject, text, html });
      const source = (built.message as Buffer).toString('utf8');
      const now = new Date();
      await (within ?? db).transaction(async (tx) => {
        await tx
          .delete(sandboxMail)
          .where(lt(sandboxMail.createdAt, new Date(now.getTime() - MAILBOX_KEEP_MS)));
        await tx
          .insert(sandboxMail)
          .values({ recipient: to, subject, textBody: text, htmlBody: html, source });
      });
      log(`[sandbox mail] to ${to}: "${subject}" (read it at /app/sandbox-mail)`);
    },
  };
}

export type SandboxMail = typeof sandboxMail.$inferSelect;

/** The newest messages first: all, or those to `to`. */
export function listSandboxMail(db: Db, to?: string): Promise<SandboxMail[]> {
  return db
    .select()
    .from(sandboxMail)
    .where(to === undefined ? undefined : eq(sandboxMail.recipient, to))
    .orderBy(desc(sandboxMail.createdAt), desc(sandboxMail.id))
    .limit(MAILBOX_LIST_LIMIT);
}

export async function sandboxMessage(db: Db, id: string): Promise<SandboxMail | null> {
  const [row] = await db.select().from(sandboxMail).where(eq(sandboxMail.id, id));
  return row ?? null;
}

/** A message as the mailbox lists it. */
export const mailSummaryOf = (row: SandboxMail): SandboxMailSummary => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  created_at: row.createdAt.toISOString(),
});

/** A message whole, as /app/sandbox-mail and the console show it. */
export const mailMessageOf = (row: SandboxMail): SandboxMailMessage => ({
  ...mailSummaryOf(row),
  from: fromOf(row.source),
  text: row.textBody,
  html: row.htmlBody,
});

/** The From header as written in the stored MIME (one line: nodemailer folds only long ones). */
const fromOf = (source: string) => /^From: (.*)$/m.exec(source)?.[1] ?? '';
