// Outgoing email behind an interface (used by the change-email confirmation). The
// built-in SANDBOX sender writes each message as a file under <DATA_DIR>/sandbox-mail/ and logs
// one line; nothing leaves the machine. A real provider (an SMTP relay, an email API) implements
// the same `send`, and nothing else in the server knows which one runs.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text: links are written out in full. */
  text: string;
}

export interface EmailSender {
  /** Shown in logs so an operator can tell the sandbox from a real provider. */
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export interface SandboxEmailSender extends EmailSender {
  readonly sandbox: true;
  /** Where the message files go. */
  readonly directory: string;
}

/** The sandbox's directory: <DATA_DIR>/sandbox-mail. */
const SANDBOX_MAIL_DIR_NAME = 'sandbox-mail';

/**
 * Where the sandbox writes. The app knows DATA_DIR only through the live-account documents
 * directory (server/config.ts: DATA_DIR/documents), so the mail goes beside it; without one
 * (API tests) a directory under the OS temp dir.
 */
export function sandboxMailDir(documentsDir: string | undefined): string {
  return documentsDir
    ? join(dirname(documentsDir), SANDBOX_MAIL_DIR_NAME)
    : join(tmpdir(), `stockroom-${SANDBOX_MAIL_DIR_NAME}`);
}

/** A file name that sorts by time and never collides: 2026-11-23T04-10-00-000Z-ab12cd34.eml */
const fileName = (now: Date) =>
  `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

export function sandboxEmailSender(
  directory: string,
  log: (line: string) => void = (line) => console.log(line),
): SandboxEmailSender {
  return {
    name: 'sandbox',
    sandbox: true,
    directory,
    async send(message) {
      await mkdir(directory, { recursive: true });
      const file = join(directory, fileName(new Date()));
      const content = [
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        '',
        message.text,
        '',
      ].join('\n');
      await writeFile(file, content, { mode: 0o600 });
      log(`[sandbox mail] to ${message.to}: "${message.subject}" written to ${file}`);
    },
  };
}
