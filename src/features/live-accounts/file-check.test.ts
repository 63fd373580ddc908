import { describe, expect, it } from 'vitest';
import { checkDocument, DOCUMENT_MAX_BYTES, formatSize, sniffType } from './file-check';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.4');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
const EXE = new TextEncoder().encode('MZ\0\0\0\0\0\0');

describe('document pre-check', () => {
  it('recognises JPEG, PNG and PDF by their first bytes, whatever the name', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(PDF)).toBe('application/pdf');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(EXE)).toBeNull();
    expect(checkDocument({ name: 'passport.png', size: 100 }, EXE)).toMatch(
      /passport\.png is not a JPEG, PNG or PDF file/,
    );
    expect(checkDocument({ name: 'scan.bin', size: 100 }, PDF)).toBeNull();
  });

  it('refuses an empty file and one over the limit, naming the limit', () => {
    expect(checkDocument({ name: 'a.png', size: 0 }, PNG)).toMatch(/is empty/);
    expect(checkDocument({ name: 'a.png', size: DOCUMENT_MAX_BYTES * 2 }, PNG)).toBe(
      'a.png is 20 MB: the limit is 10 MB.',
    );
    expect(checkDocument({ name: 'a.png', size: DOCUMENT_MAX_BYTES }, PNG)).toBeNull();
  });

  it('formats sizes for people', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
