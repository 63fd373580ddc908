// Mail through an SMTP relay (SMTP_URL): nodemailer speaks SMTP, upgrades to TLS when the server
// offers it (smtps:// starts with it) and writes the MIME.
import { createTransport } from 'nodemailer';
import type { EmailSender } from './sender';

export function smtpEmailSender(url: string, from: string): EmailSender {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}
