// Outgoing mail behind one interface: SMTP when SMTP_URL is set (smtp.ts), otherwise the SANDBOX
// mailbox kept in the database (mailbox.ts), so a fresh install needs no mail server and a
// newcomer can still follow every link. Nothing else in the server knows which one runs. Every
// message has a text and an HTML part (message.ts composeEmail); nodemailer writes the MIME.
import type { Db, Tx } from '../../db/client';
import { mailboxEmailSender } from './mailbox';
import type { EmailMessage } from './message';
import { smtpEmailSender } from './smtp';

export interface EmailSender {
  /** Shown in logs and the operator console: the sandbox or a real relay. */
  readonly name: 'sandbox' | 'smtp';
  /**
   * `within`: the caller's transaction, when the mail belongs with it: the sandbox mailbox writes
   * in it (the mail and its cause commit together, and on PGlite, one connection, it must);
   * SMTP sends at once whatever it is.
   */
  send(message: EmailMessage, within?: Tx): Promise<void>;
}

export interface EmailSettings {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.com:465; unset: the sandbox mailbox. */
  smtpUrl?: string | null;
  /** MAIL_FROM: the From of every mail; default "Stockroom <no-reply@…>" at PUBLIC_URL's host. */
  from?: string;
  /** PUBLIC_URL, for the default From. */
  publicUrl?: string;
}

const DEFAULT_SENDER_NAME = 'Stockroom';

function defaultMailFrom(publicUrl = 'http://localhost'): string {
  return `"${DEFAULT_SENDER_NAME}" <no-reply@${new URL(publicUrl).hostname}>`;
}

export function emailSenderFor(db: Db, settings: EmailSettings = {}): EmailSender {
  const from = settings.from ?? defaultMailFrom(settings.publicUrl);
  return settings.smtpUrl ? smtpEmailSender(settings.smtpUrl, from) : mailboxEmailSender(db, from);
}
