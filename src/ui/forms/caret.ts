// Where the caret belongs after a mask reformats the value (spec §5 masks, §9 cursor delay).
// Formatting mostly changes what comes before the caret (leading zeros, commas, a '0' before '.'),
// so the caret keeps the same number of significant characters after it.

const significant = (char: string) => /[\d.-]/.test(char);

export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  let after = 0;
  for (let i = caret; i < raw.length; i += 1) if (significant(raw.charAt(i))) after += 1;
  let position = formatted.length;
  while (after > 0 && position > 0) {
    position -= 1;
    if (significant(formatted.charAt(position))) after -= 1;
  }
  return position;
}
