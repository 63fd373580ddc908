// Hands a share link to its channel in the browser and says what happened, for the screen's
// status line. Clipboard and system share may be refused (permissions, an older browser, a
// dismissed sheet): the link is then shown for the member to copy by hand.
import type { ShareMessage, ShareSheetChannel } from './share-targets';

export async function deliver(
  channel: ShareSheetChannel | 'Ask Why Share',
  message: ShareMessage,
  targetUrl: string | null,
): Promise<string> {
  if (channel === 'Share Messaging' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: message.subject, text: message.text, url: message.url });
      return 'Shared.';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        return 'Sharing cancelled. The link is below.';
      }
      // No system sheet after all: fall through to the messages app.
    }
  }
  if (targetUrl) {
    const web = targetUrl.startsWith('https:');
    if (web) window.open(targetUrl, '_blank', 'noopener,noreferrer');
    else window.location.href = targetUrl;
    return web ? 'Opened in a new tab. The link is below.' : 'Opened your app. The link is below.';
  }
  try {
    await navigator.clipboard.writeText(message.url);
    return 'Link copied.';
  } catch {
    return 'Copy the link below.';
  }
}
