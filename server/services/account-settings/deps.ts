// What the account services need: the database, a clock, the email sender
// (services/email/sender.ts) and the live-account field-encryption key.
import type { Db } from '../../db/client';
import type { EmailSender } from '../email/sender';

export interface AccountSettingsDeps {
  db: Db;
  now: () => Date;
  mailer: EmailSender;
  /** The live-account answers' key (services/live-accounts/deps.ts), for the details update. */
  liveKey: Buffer;
}
