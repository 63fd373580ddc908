// The marketing home's app screens (product-screens.ts): every image the page names is committed,
// is WebP, and has the size the page states for it, so the page keeps the right room for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/platform/brand/brands';
import {
  PRODUCT_SCREENS,
  type ProductScreenName,
  productScreenFile,
  SCREEN_SIZE,
  SCREEN_WIDTHS,
} from './product-screens';

const PUBLIC = join(__dirname, '..', 'public');

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('product screens', () => {
  const names = Object.keys(PRODUCT_SCREENS) as ProductScreenName[];
  for (const brand of Object.keys(BRANDS) as (keyof typeof BRANDS)[]) {
    it(`are committed for the ${brand} brand at the size the page states`, () => {
      for (const name of names)
        for (const variant of ['dark', 'light'] as const)
          for (const width of SCREEN_WIDTHS) {
            const file = productScreenFile(brand, name, variant, width);
            const size = webpSize(readFileSync(join(PUBLIC, file)));
            expect(size, file).toEqual({
              width,
              height: Math.round((width * SCREEN_SIZE.height) / SCREEN_SIZE.width),
            });
          }
    });
  }

  it('each says what it shows', () => {
    for (const alt of Object.values(PRODUCT_SCREENS)) expect(alt.length).toBeGreaterThan(40);
  });
});
