// The PDF writer (pdf-writer.ts): strings escaped to ASCII, every page in the page tree, and a
// cross-reference table whose offsets point at their objects.
import { describe, expect, it } from 'vitest';
import { PdfDocument, pdfString } from './pdf-writer';

describe('pdfString', () => {
  it('escapes delimiters and writes other characters as WinAnsi octal escapes', () => {
    expect(pdfString('(a) \\ b')).toBe('(\\(a\\) \\\\ b)');
    expect(pdfString('Feb 1 – Feb 28 ••••1234 café')).toBe(
      '(Feb 1 \\226 Feb 28 \\225\\225\\225\\2251234 caf\\351)',
    );
    expect(pdfString('😀')).toBe('(\\077)'); // no WinAnsi glyph: '?'
  });
});

describe('PdfDocument', () => {
  it('writes a multi-page file whose xref offsets start each object', () => {
    const doc = new PdfDocument();
    for (let n = 1; n <= 3; n++) doc.addPage().text(72, 700, `Page ${n}`, { align: 'right' });
    const pdf = doc
      .toBuffer({ title: 'Test', author: 'Stockroom', created: new Date('2025-03-01T00:00:00Z') })
      .toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/Count 3');
    expect(pdf).toContain('/CreationDate (D:20250301000000Z)');
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    const lines = pdf.slice(startxref).split('\n');
    expect(lines[1]).toBe('0 12'); // catalog, pages, two fonts, info, and two objects a page
    lines.slice(3, 14).forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
    });
    // Each content stream's /Length is its byte length.
    for (const [, length, body] of pdf.matchAll(
      /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g,
    )) {
      expect(body?.length).toBe(Number(length));
    }
  });
});
