// The sandbox mailbox (server/services/email/mailbox.ts): the mail the server would have sent
// while no SMTP relay is configured, readable at /app/sandbox-mail from the machine the server
// runs on (and in the operator console), so every link in it can be followed.
import { Email } from './fields';
import { array, object, optional, string, type, type Infer } from './structs';

/** GET /sandbox/mail?to=…: only the mail to one address. */
export const SandboxMailQuery = object({ to: optional(Email) });
export type SandboxMailQuery = Infer<typeof SandboxMailQuery>;

export const SandboxMailSummary = type({
  id: string(),
  to: string(),
  subject: string(),
  created_at: string(),
});
export type SandboxMailSummary = Infer<typeof SandboxMailSummary>;

export const SandboxMailList = type({ messages: array(SandboxMailSummary) });
export type SandboxMailList = Infer<typeof SandboxMailList>;

export const SandboxMailMessage = type({
  id: string(),
  to: string(),
  from: string(),
  subject: string(),
  created_at: string(),
  /** The plain-text part, links written out. */
  text: string(),
  /** The HTML part, shown in a sandboxed frame with no scripts. */
  html: string(),
});
export type SandboxMailMessage = Infer<typeof SandboxMailMessage>;
