// The app's HTML, read once. With BRAND=main|partner set, a <meta name="brand"> goes in first
// thing in <head>, ahead of the pre-paint script that reads it (src/platform/brand/current.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type BrandSetting = 'main' | 'partner' | null;

export function loadIndexHtml(distDir: string, brand: BrandSetting): string {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return brand
    ? html.replace('<head>', `<head>\n    <meta name="brand" content="${brand}" />`)
    : html;
}
