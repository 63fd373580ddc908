import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptBytes,
  decryptText,
  encryptBytes,
  encryptText,
  maskLastFour,
  parseBase64Key,
} from './field-encryption';

const key = randomBytes(32);

describe('field encryption (AES-256-GCM)', () => {
  it('round-trips text and bytes, with a fresh IV each time', () => {
    const a = encryptText(key, 'p', '123456789');
    const b = encryptText(key, 'p', '123456789');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789');
    expect(decryptText(key, 'p', a)).toBe('123456789');
    const bytes = randomBytes(100);
    expect(decryptBytes(key, 'doc', encryptBytes(key, 'doc', bytes)).equals(bytes)).toBe(true);
  });

  it('refuses another purpose, another key and a tampered value', () => {
    const sealed = encryptText(key, 'user-1:identity', 'secret');
    expect(() => decryptText(key, 'user-2:identity', sealed)).toThrow();
    expect(() => decryptText(randomBytes(32), 'user-1:identity', sealed)).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => decryptText(key, 'user-1:identity', parts.join('.'))).toThrow();
    expect(() => decryptText(key, 'p', 'plain text')).toThrow('not an encrypted value');
  });

  it('parses configured keys: base64 of exactly 32 bytes', () => {
    expect(parseBase64Key(undefined, 'K')).toBeNull();
    expect(parseBase64Key('', 'K')).toBeNull();
    expect(parseBase64Key(key.toString('base64'), 'K')?.equals(key)).toBe(true);
    expect(() => parseBase64Key(randomBytes(16).toString('base64'), 'K')).toThrow(/32 bytes/);
    expect(() => parseBase64Key('not base64!', 'K')).toThrow(/K must be base64/);
  });

  it('masks to the last four', () => {
    expect(maskLastFour('123-45-6789')).toBe('•••••6789');
  });
});
