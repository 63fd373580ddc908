// Spec §3: the document upload flow is chosen by user id: even ids get document verification, odd
// ids manual upload. Our ids are UUIDs, so "even" is the parity of the id's last hex digit (…0, 2,
// 4, 6, 8, a, c, e are even): deterministic, fixed for the life of the account, about half each.
import type { DocumentFlow } from '@/contract/live-accounts';

export function documentFlowFor(userId: string): DocumentFlow {
  const last = Number.parseInt(userId.slice(-1), 16);
  return Number.isNaN(last) || last % 2 === 0 ? 'document_verification' : 'manual_upload';
}
