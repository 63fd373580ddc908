// What the live-account services need: the database, the field-encryption key and where uploaded
// documents go (server/config.ts: DATA_ENCRYPTION_KEY, DATA_DIR/documents, DOCUMENT_MAX_BYTES).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { fieldEncryptionKey } from '../crypto/field-encryption';

export interface LiveAccountDeps {
  db: Db;
  /** AES-256-GCM, 32 bytes (services/crypto/field-encryption.ts). */
  key: Buffer;
  /** Encrypted document files; outside the web root (never under DIST_DIR). */
  documentsDir: string;
  documentMaxBytes: number;
}

export interface LiveAccountOptions {
  /** DATA_ENCRYPTION_KEY; absent: a key made once and kept in the database (field-encryption.ts). */
  encryptionKey?: Buffer | null;
  /** DATA_DIR/documents; absent (tests that do not care): a directory under the OS temp dir. */
  documentsDir?: string;
  /** DOCUMENT_MAX_BYTES (default 10 MiB). */
  documentMaxBytes?: number;
}

export const DEFAULT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The `server_secrets` name of the fallback key. */
export const DATA_KEY_SECRET = 'data_encryption_key';

export async function liveAccountDeps(
  db: Db,
  options: LiveAccountOptions = {},
): Promise<LiveAccountDeps> {
  return {
    db,
    key: await fieldEncryptionKey(db, DATA_KEY_SECRET, options.encryptionKey),
    documentsDir: options.documentsDir ?? join(tmpdir(), 'stockroom-documents'),
    documentMaxBytes: options.documentMaxBytes ?? DEFAULT_DOCUMENT_MAX_BYTES,
  };
}
