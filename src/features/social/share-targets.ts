// Where a share goes, per referral channel of spec §3. Pure, so it is tested without a browser.
// The app sends nothing on a member's behalf: each channel opens the member's own app (mail,
// messages, the network's share page) with the link filled in, or copies the link.
import type { ReferralChannel } from '@/contract/social';
import { postLabel, type ShareablePost } from './shareable';

/** The channels the share sheet offers, in its order. */
export const SHARE_SHEET_CHANNELS = [
  'Share Link',
  'Share Messaging',
  'Email',
  'Twitter',
  'Facebook',
  'LinkedIn',
] as const satisfies readonly ReferralChannel[];
export type ShareSheetChannel = (typeof SHARE_SHEET_CHANNELS)[number];

export const SHARE_CHANNEL_LABELS: Record<ShareSheetChannel, string> = {
  'Share Link': 'Copy link',
  'Share Messaging': 'Message',
  Email: 'Email',
  Twitter: 'X (Twitter)',
  Facebook: 'Facebook',
  LinkedIn: 'LinkedIn',
};

export interface ShareMessage {
  /** Absolute URL of the short link. */
  url: string;
  /** One line about what is shared; the networks add the link themselves. */
  text: string;
  subject: string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
/** mailto: and sms: bodies are RFC 6068-style: spaces as %20, never '+'. */
const encoded = (value: string) => encodeURIComponent(value);

/**
 * The URL that opens the channel's own composer, or null where the app acts itself (copying the
 * link; the system share sheet, which needs navigator.share rather than a URL).
 */
export function shareTargetUrl(channel: ShareSheetChannel, message: ShareMessage): string | null {
  switch (channel) {
    case 'Share Link':
      return null;
    case 'Share Messaging':
      return `sms:?&body=${encoded(`${message.text} ${message.url}`)}`;
    case 'Email':
      return `mailto:?subject=${encoded(message.subject)}&body=${encoded(`${message.text}\n\n${message.url}`)}`;
    case 'Twitter':
      return `https://twitter.com/intent/tweet?${query({ text: message.text, url: message.url })}`;
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: message.url })}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url: message.url })}`;
  }
}

/** A short line describing the post: "A con on AAPL by Ada Byron: “Margins…”" (≤ 140 chars). */
export function shareText(
  post: Pick<ShareablePost, 'kind' | 'symbol' | 'author_name'> &
    Partial<Pick<ShareablePost, 'idea_type' | 'pro_or_con' | 'body'>>,
): string {
  const head = `A ${postLabel(post).toLowerCase()} on ${post.symbol} by ${post.author_name}`;
  const body = post.body?.replace(/\s+/g, ' ').trim();
  if (!body) return head;
  const room = 140 - head.length - 4;
  const excerpt = [...body].length > room ? `${[...body].slice(0, room - 1).join('')}…` : body;
  return `${head}: “${excerpt}”`;
}
