// Document upload (issue 5/10 item 6; spec §3): JPEG, PNG or PDF recognised by their first bytes,
// never by file name or declared type; at most DOCUMENT_MAX_BYTES; encrypted (AES-256-GCM) into
// DATA_DIR/documents, a directory the static file server never serves (it serves DIST_DIR only).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DocumentKind, DocumentType, UploadedDocument } from '@/contract/live-accounts';
import type { Db } from '../../db/client';
import { liveAccountApplications, liveAccountDocuments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { decryptBytes, encryptBytes } from '../crypto/field-encryption';
import { documentFlowFor } from './flow';
import type { LiveAccountDeps } from './deps';

const SIGNATURES: Array<{ type: DocumentType; bytes: number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [...Buffer.from('%PDF-')] },
];

/** The type the content says it is, or null: a renamed .exe or a text file is not a document. */
export function sniffDocumentType(content: Buffer): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => content[i] === byte));
  return match?.type ?? null;
}

const FIELD = 'document';
const documentPurpose = (userId: string, id: string) => `live_account_document:${userId}:${id}`;
const documentPath = (deps: LiveAccountDeps, id: string) => join(deps.documentsDir, `${id}.bin`);

export function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}

export async function storeDocument(
  deps: LiveAccountDeps,
  userId: string,
  kind: DocumentKind,
  content: unknown,
): Promise<UploadedDocument> {
  if (!Buffer.isBuffer(content) || content.length === 0) {
    throw new HttpError(400, `${FIELD} is required: send the file's bytes as the body.`, FIELD);
  }
  if (content.length > deps.documentMaxBytes) {
    throw new HttpError(
      413,
      `${FIELD} is too large: the limit is ${formatBytes(deps.documentMaxBytes)}.`,
      FIELD,
    );
  }
  const contentType = sniffDocumentType(content);
  if (!contentType) {
    throw new HttpError(415, `${FIELD} must be a JPEG, PNG or PDF file.`, FIELD);
  }
  const flow = documentFlowFor(userId);
  await deps.db
    .insert(liveAccountApplications)
    .values({ userId, documentFlow: flow })
    .onConflictDoNothing();
  const id = randomUUID();
  await mkdir(deps.documentsDir, { recursive: true, mode: 0o700 });
  const path = documentPath(deps, id);
  await writeFile(path, encryptBytes(deps.key, documentPurpose(userId, id), content), {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    const [row] = await deps.db
      .insert(liveAccountDocuments)
      .values({ id, userId, kind, contentType, sizeBytes: content.length, documentFlow: flow })
      .returning();
    if (!row) throw new Error('document insert returned no row');
    return toDocument(row);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

function toDocument(row: typeof liveAccountDocuments.$inferSelect): UploadedDocument {
  return {
    id: row.id,
    kind: row.kind,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    uploaded_at: row.createdAt.toISOString(),
  };
}

export async function listDocuments(db: Db, userId: string): Promise<UploadedDocument[]> {
  const rows = await db
    .select()
    .from(liveAccountDocuments)
    .where(eq(liveAccountDocuments.userId, userId))
    .orderBy(asc(liveAccountDocuments.createdAt));
  return rows.map(toDocument);
}

/** The decrypted bytes, for a reviewer's tooling (no route serves them). */
export async function readDocument(
  deps: LiveAccountDeps,
  userId: string,
  id: string,
): Promise<Buffer> {
  const stored = await readFile(documentPath(deps, id));
  return decryptBytes(deps.key, documentPurpose(userId, id), stored);
}
