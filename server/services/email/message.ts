// What a mail says, written once and sent as two parts: plain text (every link written out in
// full, for clients that show no HTML) and HTML (the same words, the action as a button). Every
// value is escaped in the HTML part: names and addresses come from members.
import { BRANDS } from '@/platform/brand/brands';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailContent {
  subject: string;
  /** The opening line, e.g. "Hi Ada,". */
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing to do (follow a link): a button in HTML, the URL on its own line in text. */
  action?: { label: string; url: string };
  /** Why the mail came, or what to do if it was not them: small print after the action. */
  footnote?: string;
}

const SIGNATURE = `— ${BRANDS.main.displayName}`;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function composeEmail(to: string, content: EmailContent): EmailMessage {
  const { subject, greeting, paragraphs, action, footnote } = content;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(footnote ? [footnote] : []),
    SIGNATURE,
  ].join('\n\n');
  const paragraph = (words: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(words)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0b6b4f;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const small = footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(footnote)}</p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">',
    paragraph(greeting),
    ...paragraphs.map(paragraph),
    button,
    small,
    paragraph(SIGNATURE),
    '</div></body></html>',
  ].join('');
  return { to, subject, text, html };
}
