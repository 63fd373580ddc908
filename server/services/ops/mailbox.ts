// The sandbox mailbox in the operators' console (services/email/mailbox.ts keeps it): operators
// read it from anywhere, where the app's /app/sandbox-mail answers the server's own machine only.
// Opening a message is audited, as it is mail to a member; the list shows only who and what.
import type { OpsMailbox } from '@/contract/ops';
import type { SandboxMailMessage } from '@/contract/sandbox-mail';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { normalizeEmail } from '../auth';
import { listSandboxMail, mailMessageOf, mailSummaryOf, sandboxMessage } from '../email/mailbox';
import type { EmailSender } from '../email/sender';
import { recordOperatorAction } from './audit';

export async function opsMailbox(
  db: Db,
  mailer: EmailSender,
  to: string | undefined,
): Promise<OpsMailbox> {
  const rows = await listSandboxMail(db, to === undefined ? undefined : normalizeEmail(to));
  return {
    sender: mailer.name,
    messages: rows.map(mailSummaryOf),
  };
}

export async function opsMailMessage(
  db: Db,
  operatorId: string,
  id: string,
  at: Date,
): Promise<SandboxMailMessage> {
  const row = await sandboxMessage(db, id);
  if (!row) throw notFound('There is no such message in the sandbox mailbox.', 'id');
  await recordOperatorAction(db, {
    operatorId,
    action: 'mail.view',
    subjectType: 'mail',
    subjectId: id,
    detail: { to: row.recipient, subject: row.subject },
    at,
  });
  return mailMessageOf(row);
}
