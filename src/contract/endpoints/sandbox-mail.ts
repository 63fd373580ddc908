// The sandbox mailbox's endpoints, one export each (imported as a namespace). Answered only while
// the sandbox mailbox is the mailer and only to requests from the machine itself (loopback); 404
// otherwise, as if there were none.
import { endpoint } from '../endpoint';
import { Uuid } from '../orders';
import { SandboxMailList, SandboxMailMessage, SandboxMailQuery } from '../sandbox-mail';
import { object } from '../structs';

const tag = 'sandbox-mail';

export const list = endpoint({
  method: 'GET',
  path: '/sandbox/mail',
  summary: 'The sandbox mailbox, newest first, or the mail to one address (loopback only)',
  tag,
  auth: 'none',
  query: SandboxMailQuery,
  response: SandboxMailList,
});
export const message = endpoint({
  method: 'GET',
  path: '/sandbox/mail/:id',
  summary: 'One message of the sandbox mailbox, its text and HTML parts (loopback only)',
  tag,
  auth: 'none',
  params: object({ id: Uuid }),
  response: SandboxMailMessage,
});
