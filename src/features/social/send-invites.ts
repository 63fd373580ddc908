// Records invitations on the server, in batches of the API's limit, and adds up the answers.
import type { ReferralChannel } from '@/contract/social';
import { sendInvites } from './api';
import { inBatches } from './invite-message';

export interface InvitesRecorded {
  emails: string[];
  invited: number;
  already_invited: number;
}

export async function recordInvites(
  channel: ReferralChannel,
  emails: readonly string[],
): Promise<InvitesRecorded> {
  let invited = 0;
  let already = 0;
  for (const batch of inBatches(emails)) {
    const result = await sendInvites({ channel, emails: batch });
    invited += result.invited;
    already += result.already_invited;
  }
  return { emails: [...emails], invited, already_invited: already };
}
