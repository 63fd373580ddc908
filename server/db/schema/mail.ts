// The sandbox mailbox (server/services/email/mailbox.ts): every mail the server sends while no
// SMTP_URL is set, kept whole, so the operator console and, on the machine the server runs on, the
// app can show it and a newcomer can follow every link without a mail server.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

export const sandboxMail = pgTable(
  'sandbox_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The message as it would have gone over SMTP (RFC 5322, MIME multipart/alternative). */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_mail_created_idx').on(t.createdAt)],
);
