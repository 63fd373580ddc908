// Reading an address book file in the browser (a CSV/vCard upload): a CSV
// export (Google, Outlook, Apple Numbers, a hand-made list) or a vCard file (phones, macOS and
// iOS Contacts). Parsed here, never uploaded: addresses reach the server only when the member
// invites them, and then only as hashes (src/contract/contacts.ts "Privacy").
import { is } from 'superstruct';
import { Email } from '@/contract/fields';

export interface FileContact {
  name: string | null;
  email: string;
}

/** Larger files are not address books a person picks by hand. */
export const CONTACT_FILE_MAX_BYTES = 2 * 1024 * 1024;
const CONTACT_FILE_MAX_CONTACTS = 5000;

export type ContactFileFormat = 'csv' | 'vcard';

export function formatOf(fileName: string, text: string): ContactFileFormat {
  return /\.vcf$|\.vcard$/i.test(fileName) || /^\s*BEGIN:VCARD/i.test(text) ? 'vcard' : 'csv';
}

export function parseContactFile(fileName: string, text: string): FileContact[] {
  const raw = formatOf(fileName, text) === 'vcard' ? parseVCard(text) : parseCsvContacts(text);
  return tidy(raw);
}

/** Valid addresses only, each once (case-insensitive; the first name seen wins), sorted by name. */
export function tidy(contacts: readonly FileContact[]): FileContact[] {
  const seen = new Map<string, FileContact>();
  for (const contact of contacts) {
    const email = contact.email.trim();
    if (!is(email, Email)) continue;
    const key = email.toLowerCase();
    const name = contact.name?.trim() || null;
    const known = seen.get(key);
    if (!known) seen.set(key, { name, email });
    else if (!known.name && name) known.name = name;
    if (seen.size >= CONTACT_FILE_MAX_CONTACTS) break;
  }
  return [...seen.values()].sort(byName);
}

const byName = (a: FileContact, b: FileContact) =>
  a.name && b.name
    ? a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })
    : a.name
      ? -1
      : b.name
        ? 1
        : a.email.localeCompare(b.email);

// ---- vCard (RFC 6350, and the 2.1/3.0 files older phones write) ----

function parseVCard(text: string): FileContact[] {
  // Unfold: a line break followed by a space or tab continues the previous line.
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const contacts: FileContact[] = [];
  let name: string | null = null;
  let structured: string | null = null;
  let emails: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).toUpperCase();
    const value = unescapeVCard(line.slice(colon + 1));
    const property = key.replace(/^[^.]*\./, '').split(';')[0];
    if (property === 'BEGIN') {
      name = null;
      structured = null;
      emails = [];
    } else if (property === 'FN') name = value.trim() || null;
    else if (property === 'N') structured = nameFromN(value);
    else if (property === 'EMAIL') emails.push(value.trim());
    else if (property === 'END') {
      for (const email of emails) contacts.push({ name: name ?? structured, email });
    }
  }
  return contacts;
}

const unescapeVCard = (value: string) =>
  value.replace(/\\([,;\\nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c));

/** N:Family;Given;Additional;Prefix;Suffix → "Given Family". */
function nameFromN(value: string): string | null {
  const [family = '', given = ''] = value.split(';');
  return (
    [given, family]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || null
  );
}

// ---- CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) ----

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const delimiter = sniffDelimiter(text);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** Spreadsheets in many locales save with semicolons; tabs come from pasted tables. */
function sniffDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const EMAIL_HEADER = /e-?mail/i;
const NAME_HEADER = /^(name|full ?name|display ?name|nom|nombre)$/i;
const FIRST_HEADER = /^(first|given)[ _-]?name$/i;
const LAST_HEADER = /^(last|family|sur)[ _-]?name$/i;

function parseCsvContacts(text: string): FileContact[] {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  if (rows.length === 0) return [];
  const header = rows[0]!.map((cell) => cell.trim());
  const emailColumns = indexesWhere(header, (h) => EMAIL_HEADER.test(h) && !/type|label/i.test(h));
  if (emailColumns.length === 0) return loose(rows);
  const nameColumn = header.findIndex((h) => NAME_HEADER.test(h));
  const first = header.findIndex((h) => FIRST_HEADER.test(h));
  const last = header.findIndex((h) => LAST_HEADER.test(h));
  const contacts: FileContact[] = [];
  for (const cells of rows.slice(1)) {
    const name =
      (nameColumn >= 0 ? cells[nameColumn]?.trim() : '') ||
      [first >= 0 ? cells[first] : '', last >= 0 ? cells[last] : '']
        .map((part) => part?.trim() ?? '')
        .filter(Boolean)
        .join(' ');
    for (const column of emailColumns) {
      // Google writes several addresses in one cell, separated by " ::: ".
      for (const email of (cells[column] ?? '').split(/\s*:::\s*|[,;]\s*/)) {
        if (email.trim()) contacts.push({ name: name || null, email: email.trim() });
      }
    }
  }
  return contacts;
}

/** No header naming an e-mail column: take every cell that is an address, its row's first other
 *  non-empty cell as the name. */
function loose(rows: string[][]): FileContact[] {
  const contacts: FileContact[] = [];
  for (const cells of rows) {
    const emails = cells.filter((cell) => is(cell.trim(), Email));
    const name = cells.find((cell) => cell.trim() && !is(cell.trim(), Email))?.trim() ?? null;
    for (const email of emails) contacts.push({ name, email: email.trim() });
  }
  return contacts;
}

function indexesWhere(cells: string[], test: (cell: string) => boolean): number[] {
  return cells.flatMap((cell, index) => (test(cell) ? [index] : []));
}
