// What the live-account services need: the database and the app's one clock, the field-encryption
// key and where uploaded documents go, how much a member may store, and who decides identity
// checks (server/config.ts: DATA_ENCRYPTION_KEY, DATA_DIR/documents, DOCUMENT_MAX_BYTES,
// DOCUMENT_QUOTA_COUNT, DOCUMENT_QUOTA_BYTES, IDENTITY_PROVIDER, IDENTITY_SANDBOX_DELAY_MS).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { fieldEncryptionKey } from '../crypto/field-encryption';
import { identityProviderFor, type IdentityVerificationProvider } from './identity-provider';

export interface LiveAccountDeps {
  db: Db;
  /** The app's one clock (the market's): submissions and identity decisions are timed by it. */
  now: () => Date;
  /** AES-256-GCM, 32 bytes (services/crypto/field-encryption.ts). */
  key: Buffer;
  /** Encrypted document files; outside the web root (never under DIST_DIR). */
  documentsDir: string;
  documentMaxBytes: number;
  /** The most documents one member may have stored (documents.ts checks it). */
  documentQuotaCount: number;
  /** The most bytes (of the files as uploaded) one member may have stored in all. */
  documentQuotaBytes: number;
  identityProvider: IdentityVerificationProvider;
}

export interface LiveAccountOptions {
  /** DATA_ENCRYPTION_KEY; absent: a key made once and kept in the database (field-encryption.ts). */
  encryptionKey?: Buffer | null;
  /** DATA_DIR/documents; absent (tests that do not care): a directory under the OS temp dir. */
  documentsDir?: string;
  /** DOCUMENT_MAX_BYTES (default 10 MiB). */
  documentMaxBytes?: number;
  /** DOCUMENT_QUOTA_COUNT (default 20). */
  documentQuotaCount?: number;
  /** DOCUMENT_QUOTA_BYTES (default 50 MiB). */
  documentQuotaBytes?: number;
  /** IDENTITY_PROVIDER and IDENTITY_SANDBOX_DELAY_MS; default: the sandbox after 10 s. */
  identityProvider?: IdentityVerificationProvider;
}

export const DEFAULT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
// Without a per-member quota one account could fill the disk with uploads of the largest allowed
// size. An application needs an identity document front and back and a proof of address; 20
// files and 50 MiB in all leave room for several retries (a blurred photo, a wrong page) and for
// a few documents of the largest size, while bounding what one member can store.
export const DEFAULT_DOCUMENT_QUOTA_COUNT = 20;
export const DEFAULT_DOCUMENT_QUOTA_BYTES = 50 * 1024 * 1024;
/** The `server_secrets` name of the fallback key. */
const DATA_KEY_SECRET = 'data_encryption_key';

export async function liveAccountDeps(
  db: Db,
  now: () => Date,
  options: LiveAccountOptions = {},
): Promise<LiveAccountDeps> {
  return {
    db,
    now,
    key: await fieldEncryptionKey(db, DATA_KEY_SECRET, options.encryptionKey),
    documentsDir: options.documentsDir ?? join(tmpdir(), 'stockroom-documents'),
    documentMaxBytes: options.documentMaxBytes ?? DEFAULT_DOCUMENT_MAX_BYTES,
    documentQuotaCount: options.documentQuotaCount ?? DEFAULT_DOCUMENT_QUOTA_COUNT,
    documentQuotaBytes: options.documentQuotaBytes ?? DEFAULT_DOCUMENT_QUOTA_BYTES,
    identityProvider: options.identityProvider ?? identityProviderFor('sandbox'),
  };
}
