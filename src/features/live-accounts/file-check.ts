// The browser's pre-check of a chosen document: JPEG, PNG or PDF by its first
// bytes (the same signatures the server checks, server/services/live-accounts/documents.ts) and
// not over the size limit, so a wrong file is refused before any upload. The server checks again
// by content and its message is shown when it disagrees (e.g. a lower configured limit).
import type { DocumentType } from '@/contract/live-accounts';

/** The server's default DOCUMENT_MAX_BYTES (10 MiB); a lower configured limit answers 413. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const SIGNATURES: ReadonlyArray<{ type: DocumentType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];
const SNIFF_BYTES = 8;

export function sniffType(head: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

export const formatSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`;

/** Why this file cannot be sent, or null when it may be. */
export function checkDocument(
  file: { name: string; size: number },
  head: Uint8Array,
  maxBytes = DOCUMENT_MAX_BYTES,
): string | null {
  if (file.size === 0) return `${file.name} is empty. Choose a JPEG, PNG or PDF file.`;
  if (file.size > maxBytes) {
    return `${file.name} is ${formatSize(file.size)}: the limit is ${formatSize(maxBytes)}.`;
  }
  if (!sniffType(head)) {
    return `${file.name} is not a JPEG, PNG or PDF file. Choose a photo or a scan in one of those formats.`;
  }
  return null;
}

/** Reads the first bytes of a chosen file and checks it. */
export async function precheckFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkDocument(file, head);
}
