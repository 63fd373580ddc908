// The sandbox mailbox's reads, through the app's query cache (platform/queries). Nothing here
// changes anything: the server writes the mailbox as it sends mail.
import type { SandboxMailList, SandboxMailMessage } from '@/contract/sandbox-mail';
import * as sandboxMailEndpoints from '@/contract/endpoints/sandbox-mail';
import { call } from '@/platform/api';
import type { ApiQuery } from '@/platform/queries';

export const sandboxMailQuery: ApiQuery<SandboxMailList> = {
  reads: [sandboxMailEndpoints.list],
  load: () => call(sandboxMailEndpoints.list),
};

export const sandboxMessageQuery = (id: string): ApiQuery<SandboxMailMessage> => ({
  reads: [sandboxMailEndpoints.message],
  args: [id],
  load: () => call(sandboxMailEndpoints.message, { params: { id } }),
});
