// Glyph widths of the two standard fonts the statements use (PDF 1.4's base-14 Helvetica and
// Helvetica-Bold, from Adobe's AFM files), in 1/1000 em, for printable ASCII 32–126. A base-14
// font is never embedded, so the writer needs the widths only to right-align columns of figures.
// prettier-ignore
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
];
// prettier-ignore
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Widths of the few non-ASCII characters the statements print (WinAnsiEncoding glyphs). */
const EXTRA: Record<string, number> = {
  '•': 350,
  '–': 556,
  '—': 1000,
  '’': 222,
  '·': 278,
  '…': 1000,
};

export type FontStyle = 'regular' | 'bold';

/** The width of `text` in points at `size`. */
export function textWidth(text: string, style: FontStyle, size: number): number {
  const table = style === 'bold' ? BOLD : REGULAR;
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (table[code - 32] ?? 556) : (EXTRA[char] ?? 556);
  }
  return (units * size) / 1000;
}
