// The dollar input rule of spec §5, applied on every keystroke: `next = nextDollarInput(prev, typed)`.
//
// "Normalised as a number" is read for the whole-dollar part only ('007' → '7', '00.5' → '0.5').
// The fraction is kept exactly as typed ('1.50' stays '1.50', '1.0' stays '1.0'): re-printing the
// number would turn '1.0' into '1' and make '1.05' impossible to type.
// A minus sign counts as non-numeric: dollar amounts are unsigned (the dollarAmount mask of §5).

const DOLLAR_PATTERN = /^(\d*)(\.(\d*))?$/;

export function nextDollarInput(previous: string, input: string): string {
  if (input === '') return '0'; // spec §5: empty becomes '0'
  const match = DOLLAR_PATTERN.exec(input);
  // spec §5: non-numeric input or more than 2 decimals is rejected, the previous value kept.
  if (!match) return previous;
  const [, whole = '', dot, fraction = ''] = match;
  if (fraction.length > 2) return previous;
  if (whole === '' && !dot) return previous;
  const dollars = whole.replace(/^0+(?=\d)/, '') || '0';
  // spec §5: a trailing '.' is kept ('12.' stays '12.', '.' becomes '0.').
  return dot ? `${dollars}.${fraction}` : dollars;
}

/** The value in integer cents (money is never a float, CONTRIBUTING): '12.5' → 1250. */
export function dollarInputToCents(value: string): number | null {
  const match = DOLLAR_PATTERN.exec(value);
  if (!match || !/\d/.test(value)) return null;
  const [, whole = '', , fraction = ''] = match;
  if (fraction.length > 2) return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}
