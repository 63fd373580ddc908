// Flows a statement down its pages: a cursor that starts a new page when the next block does not
// fit, section headings, label/value rows, tables whose header repeats on every page they run
// onto, and wrapped paragraphs. Footers go on last, once the page count is known.
import { type FontStyle, textWidth } from './helvetica';
import { PAGE_HEIGHT, PAGE_WIDTH, type PdfDocument, type PdfPage } from './pdf-writer';

export const LEFT = 48;
export const RIGHT = PAGE_WIDTH - 48;
const TOP = PAGE_HEIGHT - 48;
/** Content stops here; the footer sits below. */
const BOTTOM = 76;
const ROW = 15;
const BODY_SIZE = 9;

export interface Column {
  title: string;
  /** Left edge, or right edge when `align` is 'right'. */
  x: number;
  align?: 'left' | 'right';
  /** Longest width before the text is cut with an ellipsis. */
  width?: number;
}

/** Cuts text to a width with an ellipsis. */
function fit(text: string, style: FontStyle, size: number, width: number): string {
  if (textWidth(text, style, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, style, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Splits text into lines no wider than `width`. */
export function wrap(text: string, style: FontStyle, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, style, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export class PageFlow {
  page: PdfPage;
  y = TOP;

  constructor(private readonly doc: PdfDocument) {
    this.page = doc.addPage();
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage();
    this.y = TOP;
  }

  gap(points: number): void {
    this.y -= points;
  }

  heading(text: string): void {
    // A heading never sits alone at the foot of a page: room for it and two rows.
    this.ensure(28 + ROW * 2);
    this.y -= 18;
    this.page.text(LEFT, this.y, text, { style: 'bold', size: 12 });
    this.y -= 6;
    this.page.line(LEFT, this.y, RIGHT, this.y, 0.75);
    this.y -= 4;
  }

  /** A label on the left, its figure on the right. */
  row(label: string, value: string, options: { bold?: boolean; rule?: boolean } = {}): void {
    this.ensure(ROW);
    if (options.rule) this.page.line(LEFT, this.y - 2, RIGHT, this.y - 2, 0.5, 0.6);
    this.y -= ROW;
    const style: FontStyle = options.bold ? 'bold' : 'regular';
    this.page.text(LEFT, this.y + 4, label, { style, size: 10 });
    this.page.text(RIGHT, this.y + 4, value, { style, size: 10, align: 'right' });
  }

  paragraph(text: string, options: { size?: number; gray?: number } = {}): void {
    const size = options.size ?? BODY_SIZE;
    const lines = wrap(text, 'regular', size, RIGHT - LEFT);
    // A short paragraph is not split across pages.
    if (lines.length <= 5) this.ensure(lines.length * (size + 4));
    for (const line of lines) {
      this.ensure(size + 4);
      this.y -= size + 4;
      this.page.text(LEFT, this.y, line, { size, gray: options.gray ?? 0.2 });
    }
  }

  /** A table; `empty` is printed in its place when there are no rows. */
  table(columns: Column[], rows: string[][], empty: string): void {
    if (rows.length === 0) {
      this.paragraph(empty);
      return;
    }
    this.tableHeader(columns);
    rows.forEach((cells, index) => {
      if (this.y - ROW < BOTTOM) {
        this.ensure(ROW * 2);
        this.tableHeader(columns);
      }
      this.y -= ROW;
      if (index % 2 === 1) this.page.rect(LEFT, this.y - 4, RIGHT - LEFT, ROW, 0.95);
      columns.forEach((column, c) => {
        const text = column.width
          ? fit(cells[c] ?? '', 'regular', BODY_SIZE, column.width)
          : (cells[c] ?? '');
        this.page.text(column.x, this.y, text, { size: BODY_SIZE, align: column.align });
      });
    });
    this.y -= 6;
  }

  private tableHeader(columns: Column[]): void {
    this.ensure(ROW * 2);
    this.y -= ROW;
    for (const column of columns) {
      this.page.text(column.x, this.y, column.title, {
        style: 'bold',
        size: 8,
        align: column.align,
        gray: 0.3,
      });
    }
    this.page.line(LEFT, this.y - 4, RIGHT, this.y - 4, 0.5, 0.6);
    this.y -= 2;
  }
}

/** "Page n of m" and the statement's identity at the foot of every page. */
export function addFooters(doc: PdfDocument, left: string, contact: string): void {
  const count = doc.pages.length;
  doc.pages.forEach((page, index) => {
    page.line(LEFT, 58, RIGHT, 58, 0.5, 0.6);
    page.text(LEFT, 46, left, { size: 8, gray: 0.3 });
    page.text(RIGHT, 46, `Page ${index + 1} of ${count}`, { size: 8, gray: 0.3, align: 'right' });
    page.text(LEFT, 35, contact, { size: 8, gray: 0.3 });
  });
}
