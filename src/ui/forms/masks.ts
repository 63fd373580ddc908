// Input masks of spec §5. Values stay strings as displayed ('1,234.50', '555-123-4567'): the field
// shows what the user typed, formatted as they type, and only a commit (blur) clamps and pads.
// Callers that need a number use `maskedNumber`, a phone's digits `phoneDigits`.

export type MaskType = 'phone' | 'dollarAmount' | 'centsAmount';

/** spec §5, §9: dollar amounts are unsigned and at most 1,000,000. */
const DOLLAR_MIN = 0;
export const DOLLAR_MAX = 1_000_000;
/** spec §5, §9: cents are signed with max 0.99; the spec names no min, so it mirrors the max. */
export const CENTS_MAX = 0.99;
const CENTS_MIN = -CENTS_MAX;
/** spec §5: ###-###-####. */
const PHONE_DIGITS = 10;
const DECIMALS = 2;

const limits = {
  dollarAmount: { min: DOLLAR_MIN, max: DOLLAR_MAX, signed: false },
  centsAmount: { min: CENTS_MIN, max: CENTS_MAX, signed: true },
} as const;

/** Formats raw input as it is typed (no clamping, no padding: those happen on commit). */
export function formatMaskInput(mask: MaskType, raw: string): string {
  if (mask === 'phone') return formatPhone(raw);
  return formatAmountInput(raw, limits[mask].signed);
}

/** The committed value (on blur): masked numbers clamp to min and max and pad 2 decimals (§5). */
export function commitMaskValue(mask: MaskType, raw: string): string {
  if (mask === 'phone') return formatPhone(raw);
  const { min, max, signed } = limits[mask];
  const typed = formatAmountInput(raw, signed);
  const value = maskedNumber(typed);
  // An empty field stays empty so a required-field check can still tell it was never filled.
  if (value === null) return '';
  if (value > max) return formatFixed(max);
  if (value < min) return formatFixed(min);
  return padFraction(typed, value);
}

/** '1,234.5' → 1234.5; '' / '-' / '.' → null. */
export function maskedNumber(value: string): number | null {
  const plain = value.replace(/,/g, '');
  if (!/^-?\d*\.?\d*$/.test(plain) || !/\d/.test(plain)) return null;
  return Number(plain);
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

function formatPhone(raw: string): string {
  const digits = phoneDigits(raw);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

function formatAmountInput(raw: string, signed: boolean): string {
  const kept = raw.replace(/[^\d.-]/g, '');
  const negative = signed && kept.startsWith('-');
  const unsigned = kept.replace(/-/g, '');
  const dot = unsigned.indexOf('.');
  const whole = dot === -1 ? unsigned : unsigned.slice(0, dot);
  // Only the first '.' counts, and at most 2 decimals (§5); a trailing '.' stays while typing.
  const fraction =
    dot === -1
      ? null
      : unsigned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, DECIMALS);
  let integer = whole.replace(/^0+(?=\d)/, '');
  if (integer === '' && fraction !== null) integer = '0';
  const body = groupThousands(integer) + (fraction === null ? '' : `.${fraction}`);
  return (negative ? '-' : '') + body;
}

/** Pads the typed string rather than re-printing the float, so no binary rounding creeps in. */
function padFraction(typed: string, value: number): string {
  if (value === 0) return formatFixed(0); // '-0' and '-0.00' commit as '0.00'
  const [integer = '', fraction = ''] = typed.split('.');
  return `${integer}.${fraction.padEnd(DECIMALS, '0')}`;
}

function formatFixed(value: number): string {
  const [integer = '0', fraction = ''] = Math.abs(value).toFixed(DECIMALS).split('.');
  return `${value < 0 ? '-' : ''}${groupThousands(integer)}.${fraction}`;
}

/** Comma thousands separator (§5). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
