// Posts are plain text (sanitised: no HTML or script injection). Markup is
// stripped before a post is stored, so no reader — our client, a share page, an e-mail — ever gets
// HTML from a post, whatever it renders with. A lone "<" as in "P/E < 20" is text and stays.
import { CONTROL_AND_BIDI } from '@/contract/unsafe-characters';

/** Elements whose content is code or styling, removed with their content. */
const CODE_ELEMENTS = /<(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Any tag: `<b>`, `</p>`, `<img src=x onerror=…>`, comments and doctype-like declarations. */
const TAG = /<\/?[a-z!][^>]*>/gi;

export function plainText(input: string): string {
  let text = input.replace(CODE_ELEMENTS, ' ');
  // Repeat until stable so "<scr<b>ipt>" cannot reassemble a tag once the inner one is gone.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(TAG, '');
  }
  return text
    .replace(CONTROL_AND_BIDI, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The readable part of a thought's URL: /app/thoughts/{id}/{slug} (spec §2). */
export function slugFor(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 8)
    .join('-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'thought';
}
