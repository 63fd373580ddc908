// The invitation a member sends from their own mail app (the server sends no mail on anyone's
// behalf): the addresses in Bcc, so invitees do not see each other's, and the member's link.
import { INVITE_EMAILS_MAX } from '@/contract/social';

export function inviteText(brandName: string, link: string): { subject: string; body: string } {
  return {
    subject: `Join me on ${brandName}`,
    body:
      `I use ${brandName} to weigh investing ideas with their pros and cons. ` +
      `Join me with my link: ${link}`,
  };
}

export function inviteMailto(emails: readonly string[], brandName: string, link: string): string {
  const { subject, body } = inviteText(brandName, link);
  const params = [
    `bcc=${emails.map(encodeURIComponent).join(',')}`,
    `subject=${encodeURIComponent(subject)}`,
    `body=${encodeURIComponent(body)}`,
  ];
  return `mailto:?${params.join('&')}`;
}

/** POST /api/v1/invites takes at most INVITE_EMAILS_MAX addresses at a time. */
export function inBatches<T>(items: readonly T[], size = INVITE_EMAILS_MAX): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** "a@x.com, b@y.com\nc@z.com" → the addresses as typed, empty pieces dropped. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
