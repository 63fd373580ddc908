// The SANDBOX provider's consent page (GET /sandbox/contacts/authorize), standing in for Google's:
// plain server-rendered HTML with no script (the CSP allows none inline) and one inline <style>
// (security-headers.ts allows inline styles). Every value echoed is escaped, and the links are
// built with URLSearchParams, because state arrives from the address bar.
import {
  contactCallbackPath,
  contactFailurePath,
  type ContactNetworkInfo,
  type ProviderContact,
} from './provider';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Where the invitations screen lives (spec §2 /invite-friends), for the way back from an error. */
const INVITE_FRIENDS_PATH = '/app/invite-friends';

// Colours of the app's dark theme (src/ui/theme/palettes.ts `dark`): the server imports nothing
// from the client but the contract, so they are repeated here. Buttons are at least 44 px tall.
const STYLE = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; background: #0f131a; color: #e8ecf2;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 34rem; margin: 0 auto; padding: 24px 16px 40px; }
.card { background: #171c25; border: 1px solid #2a3140; border-radius: 12px; padding: 20px 16px; }
.badge { display: inline-block; margin: 0 0 12px; padding: 2px 10px; border-radius: 999px;
  border: 1px solid #fbbf24; color: #fbbf24; font-size: 13px; font-weight: 600; }
h1 { font-size: 22px; line-height: 1.3; margin: 0 0 8px; }
h2 { font-size: 16px; margin: 20px 0 8px; }
p { margin: 0 0 12px; }
.muted { color: #9aa4b5; }
ul { list-style: none; margin: 0; padding: 0; border-top: 1px solid #2a3140; }
li { padding: 10px 0; border-bottom: 1px solid #2a3140; overflow-wrap: anywhere; }
.name { display: block; font-weight: 600; }
.email { display: block; color: #9aa4b5; font-size: 14px; }
.actions { display: flex; gap: 12px; margin-top: 20px; }
.button { flex: 1; display: inline-flex; align-items: center; justify-content: center;
  min-height: 44px; padding: 10px 16px; border-radius: 8px; font-weight: 600;
  text-decoration: none; border: 1px solid #3b82f6; }
.allow { background: #3b82f6; color: #0b0e14; }
.deny { background: transparent; color: #e8ecf2; border-color: #2a3140; }
a { color: #3b82f6; }
a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

export function consentPage(options: {
  network: ContactNetworkInfo;
  state: string;
  code: string;
  contacts: readonly ProviderContact[];
}): string {
  const { network, state, code, contacts } = options;
  const allow = `${contactCallbackPath(network.network)}?${new URLSearchParams({ state, code })}`;
  const deny = `${contactFailurePath(network.network)}?${new URLSearchParams({
    state,
    error: 'access_denied',
  })}`;
  const rows = contacts
    .map(
      (c) =>
        `<li><span class="name">${escapeHtml(c.name ?? 'No name')}</span>` +
        `<span class="email">${escapeHtml(c.email)}</span></li>`,
    )
    .join('\n');
  const name = escapeHtml(network.name);
  return page(
    `Sandbox: share your ${network.name} contacts?`,
    `<div class="card">
<p class="badge">Sandbox</p>
<h1>Share your ${name} contacts with the app you came from?</h1>
<p>This page is a sandbox standing in for Google’s consent screen. No Google account is involved:
the contacts below are made up, and nobody is invited unless you choose to invite them in the app.</p>
<h2>The ${contacts.length} contacts it would share</h2>
<ul>
${rows}
</ul>
<div class="actions">
<a class="button allow" href="${escapeHtml(allow)}">Allow</a>
<a class="button deny" href="${escapeHtml(deny)}">Deny</a>
</div>
</div>`,
  );
}

/** An unusable link (unknown network, no state): said plainly, with the way back. */
export function consentErrorPage(message: string): string {
  return page(
    'Sandbox: this consent link does not work',
    `<div class="card">
<p class="badge">Sandbox</p>
<h1>This consent link does not work</h1>
<p>${escapeHtml(message)}</p>
<p class="muted">Start the contact import again from the invitations screen.</p>
<p><a href="${INVITE_FRIENDS_PATH}">Back to inviting friends</a></p>
</div>`,
  );
}
