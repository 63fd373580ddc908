// Sensitive data at rest (spec §1 sensitive areas): AES-256-GCM with a 32-byte
// key from configuration, a fresh 96-bit IV per value, the GCM tag checked on decryption. `purpose`
// is bound as additional authenticated data (e.g. `live_account_step:<user id>:identity`), so a
// ciphertext copied to another row, user or kind of value does not decrypt.
//
// Text is stored as `v1.<iv>.<tag>.<ciphertext>` (base64url parts), the same form as
// server/services/funding/crypto.ts, so the two can share this module; the version lets a later
// key rotation tell old values from new. Bytes (documents) are `iv ‖ tag ‖ ciphertext`.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { sharedSecret } from '../secrets';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * A key from configuration (base64 of 32 bytes), or else one made once and kept in
 * `server_secrets` under `secretName`, as the CSRF key is (server/services/secrets.ts). Why the
 * fallback: a fresh install (development, tests, a first `npm start`) must work without setting
 * anything, and every instance on one database must share the key or it cannot read what another
 * wrote. Its cost: the key then sits beside the ciphertext, which protects nothing against a stolen
 * database (it still keeps plaintext out of logs, dumps of single tables and documents on disk).
 * Production sets the variable (docs/configuration.md). Changing from the stored key to a
 * configured one needs the values re-encrypted: there is no key rotation yet.
 */
export async function fieldEncryptionKey(
  db: Db,
  secretName: string,
  configured: Buffer | null | undefined,
): Promise<Buffer> {
  if (configured) {
    if (configured.length !== KEY_BYTES) throw new Error(`${secretName} must be 32 bytes`);
    return configured;
  }
  // sharedSecret values are 32 random bytes, base64url (server/services/tokens.ts newToken).
  const key = Buffer.from(await sharedSecret(db, secretName), 'base64url');
  if (key.length !== KEY_BYTES) throw new Error(`stored key ${secretName} is not 32 bytes`);
  return key;
}

/** Parses a configured key: base64 of exactly 32 bytes (`openssl rand -base64 32`). */
export function parseBase64Key(value: string | undefined, name: string): Buffer | null {
  if (value === undefined || value.trim() === '') return null;
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== value.trim()) {
    throw new Error(`${name} must be base64 of 32 bytes (openssl rand -base64 32)`);
  }
  return key;
}

export function encryptBytes(key: Buffer, purpose: string, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

export function decryptBytes(key: Buffer, purpose: string, stored: Buffer): Buffer {
  if (stored.length < IV_BYTES + TAG_BYTES) throw new Error('not an encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(stored.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(stored.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export function encryptText(key: Buffer, purpose: string, plaintext: string): string {
  const sealed = encryptBytes(key, purpose, Buffer.from(plaintext, 'utf8'));
  const parts = [
    sealed.subarray(0, IV_BYTES),
    sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
    sealed.subarray(IV_BYTES + TAG_BYTES),
  ].map((part) => part.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

export function decryptText(key: Buffer, purpose: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) {
    throw new Error('not an encrypted value');
  }
  const sealed = Buffer.concat([
    Buffer.from(iv, 'base64url'),
    Buffer.from(tag, 'base64url'),
    Buffer.from(ciphertext, 'base64url'),
  ]);
  return decryptBytes(key, purpose, sealed).toString('utf8');
}

export const encryptJson = (key: Buffer, purpose: string, value: unknown): string =>
  encryptText(key, purpose, JSON.stringify(value));

export const decryptJson = <T>(key: Buffer, purpose: string, stored: string): T =>
  JSON.parse(decryptText(key, purpose, stored)) as T;

/** Sensitive numbers are returned as their last four only. */
export function maskLastFour(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `•••••${digits.slice(-4)}`;
}
