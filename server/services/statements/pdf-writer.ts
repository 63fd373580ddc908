// A small PDF 1.4 writer for the monthly statements: text in the base-14
// Helvetica fonts, straight lines and filled rectangles, any number of pages, and a correct
// cross-reference table. Our own rather than a library: the statements need nothing more, the
// writer is ~150 lines with no dependency to audit or keep patched, and its content streams stay
// uncompressed plain text, which keeps the output deterministic and lets tests read the figures.
// Base-14 fonts are never embedded, so a statement is a few kilobytes.
import { type FontStyle, textWidth } from './helvetica';

/** US Letter, in points (1/72 inch). */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

const FONT_NAMES: Record<FontStyle, string> = { regular: 'F1', bold: 'F2' };

/**
 * WinAnsiEncoding codes of the non-ASCII characters we print; any other character outside
 * printable ASCII and Latin-1 becomes '?', so a stray emoji in a name cannot break the file.
 */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal: ASCII as is, `\ ( )` escaped, everything else as an octal escape. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else {
      const byte = WIN_ANSI[char] ?? (code >= 0xa0 && code <= 0xff ? code : 63);
      out += `\\${byte.toString(8).padStart(3, '0')}`;
    }
  }
  return `${out})`;
}

/** Numbers in content streams: at most two decimals, no exponent, no trailing zeros. */
const num = (value: number) => String(Math.round(value * 100) / 100);

export interface TextOptions {
  style?: FontStyle;
  size?: number;
  /** 'right': `x` is where the text ends (columns of figures). */
  align?: 'left' | 'right';
  /** 0 = black, 1 = white. */
  gray?: number;
}

/** One page's drawing operations, in points from the bottom-left corner. */
export class PdfPage {
  readonly ops: string[] = [];

  text(x: number, y: number, text: string, options: TextOptions = {}): void {
    const style = options.style ?? 'regular';
    const size = options.size ?? 10;
    const left = options.align === 'right' ? x - textWidth(text, style, size) : x;
    this.ops.push(
      `BT ${num(options.gray ?? 0)} g /${FONT_NAMES[style]} ${num(size)} Tf ${num(left)} ${num(y)} Td ${pdfString(text)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): void {
    this.ops.push(
      `${num(gray)} G ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`,
    );
  }

  rect(x: number, y: number, width: number, height: number, gray: number): void {
    this.ops.push(`${num(gray)} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }
}

export interface PdfInfo {
  title: string;
  author: string;
  created: Date;
}

/** `D:YYYYMMDDHHmmSSZ`, the PDF date format, in UTC. */
const pdfDate = (at: Date) => `D:${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

export class PdfDocument {
  readonly pages: PdfPage[] = [];

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pages.push(page);
    return page;
  }

  /**
   * The file: header, objects, cross-reference table and trailer. Every byte is below 0x100
   * (text is escaped to ASCII above), so string offsets are byte offsets.
   */
  toBuffer(info: PdfInfo): Buffer {
    if (this.pages.length === 0) throw new Error('a PDF needs at least one page');
    // Objects 1–5 are fixed; each page then takes two: the page and its content stream.
    const pageIds = this.pages.map((_, index) => 6 + index * 2);
    const bodies: string[] = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (Stockroom) /CreationDate ${pdfString(pdfDate(info.created))} >>`,
    ];
    this.pages.forEach((page, index) => {
      const content = page.ops.join('\n');
      bodies.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      );
    });
    // The binary comment marks the file as binary for transfer programs (PDF 1.4 §3.4.1).
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    bodies.forEach((body, index) => {
      offsets.push(out.length);
      out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = out.length;
    // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
    out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f\r\n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
    out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
