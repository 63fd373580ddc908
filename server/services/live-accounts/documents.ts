// Document upload (spec §3): JPEG, PNG or PDF recognised by their first bytes,
// never by file name or declared type; at most DOCUMENT_MAX_BYTES; at most DOCUMENT_QUOTA_COUNT
// documents and DOCUMENT_QUOTA_BYTES in all per member, so one account cannot fill the disk;
// encrypted (AES-256-GCM) into DATA_DIR/documents, a directory the static file server never
// serves (it serves DIST_DIR only). An upload while the review asks for action sends the
// application back to review (decisions.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { asc, count, eq, sum } from 'drizzle-orm';
import type { DocumentKind, DocumentType, UploadedDocument } from '@/contract/live-accounts';
import type { Db } from '../../db/client';
import { liveAccountApplications, liveAccountDocuments } from '../../db/schema';
import { AppError, invalidInput, conflict } from '../../errors';
import { decryptBytes, encryptBytes } from '../crypto/field-encryption';
import { lockApplication, returnToReview } from './decisions';
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
    throw invalidInput(`${FIELD} is required: send the file's bytes as the body.`, FIELD);
  }
  if (content.length > deps.documentMaxBytes) {
    throw new AppError(
      'too_large',
      `${FIELD} is too large: the limit is ${formatBytes(deps.documentMaxBytes)}.`,
      FIELD,
    );
  }
  const contentType = sniffDocumentType(content);
  if (!contentType) {
    throw new AppError('unsupported_type', `${FIELD} must be a JPEG, PNG or PDF file.`, FIELD);
  }
  const flow = documentFlowFor(userId);
  const id = randomUUID();
  const path = documentPath(deps, id);
  let written = false;
  try {
    return await deps.db.transaction(async (tx) => {
      await tx
        .insert(liveAccountApplications)
        .values({ userId, documentFlow: flow })
        .onConflictDoNothing();
      // The member's application row is the lock of their documents (FOR UPDATE, as every other
      // live-account write takes it): a second upload of the same member waits here until this
      // transaction commits or rolls back, and then counts this one's row. Counting without it,
      // two parallel uploads could both see the last free slot and both be stored. Documents are
      // never replaced or deleted by the member (no route does), so every stored row counts.
      const application = await lockApplication(tx, userId);
      const [stored] = await tx
        .select({ count: count(), bytes: sum(liveAccountDocuments.sizeBytes) })
        .from(liveAccountDocuments)
        .where(eq(liveAccountDocuments.userId, userId));
      assertWithinQuota(deps, stored?.count ?? 0, Number(stored?.bytes ?? 0), content.length);
      // Written only once the quota allows it and while the lock is held; removed below when the
      // insert or the commit fails, so a refused or failed upload leaves neither file nor row.
      await mkdir(deps.documentsDir, { recursive: true, mode: 0o700 });
      await writeFile(path, encryptBytes(deps.key, documentPurpose(userId, id), content), {
        mode: 0o600,
        flag: 'wx',
      });
      written = true;
      const [row] = await tx
        .insert(liveAccountDocuments)
        .values({ id, userId, kind, contentType, sizeBytes: content.length, documentFlow: flow })
        .returning();
      if (!row) throw new Error('document insert returned no row');
      // An upload is the applicant's answer when the review asked for action: back to review.
      if (application?.status === 'action_required') {
        await returnToReview(tx, deps, userId, `${kind} document uploaded`, deps.now());
      }
      return toDocument(row);
    });
  } catch (error) {
    if (written) await rm(path, { force: true });
    throw error;
  }
}

/**
 * 409, not 413: 413 answers a file over DOCUMENT_MAX_BYTES whatever is stored, while this refusal
 * comes from what the member stored before (the state of their account, the same request passed
 * earlier), and a client that reads 413 as "pick a smaller file" would mislead them here.
 */
function assertWithinQuota(
  deps: LiveAccountDeps,
  storedCount: number,
  storedBytes: number,
  size: number,
): void {
  if (storedCount >= deps.documentQuotaCount) {
    throw conflict(
      `${FIELD} cannot be stored: you have uploaded the most documents allowed ` +
        `(${deps.documentQuotaCount}).`,
      FIELD,
    );
  }
  if (storedBytes + size > deps.documentQuotaBytes) {
    throw conflict(
      `${FIELD} cannot be stored: your documents would exceed ` +
        `${formatBytes(deps.documentQuotaBytes)} in all.`,
      FIELD,
    );
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
