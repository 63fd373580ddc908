// Figures as a statement prints them, from integer units (DESIGN.md "Money, quantities, time"):
// cents → "$1,234.56"; shares in 0.00001 → up to five decimals (spec §5); prices in $0.0001 →
// two decimals, or up to four when the fill price has them (a statement shows the exact price).

const grouped = (whole: number) => whole.toLocaleString('en-US');

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${grouped(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1_050_000 → "10.5"; 1_000_000 → "10"; 12_345 → "0.12345". */
export function shares(quantityE5: number): string {
  const abs = Math.abs(quantityE5);
  const fraction = String(abs % 100_000)
    .padStart(5, '0')
    .replace(/0+$/, '');
  const sign = quantityE5 < 0 ? '-' : '';
  return `${sign}${grouped(Math.floor(abs / 100_000))}${fraction ? `.${fraction}` : ''}`;
}

/** 2_000_000 → "$200.00"; 1_234_567 → "$123.4567"; 12_340 → "$1.234". */
export function price(priceE4: number): string {
  const abs = Math.abs(priceE4);
  let fraction = String(abs % 10_000).padStart(4, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = priceE4 < 0 ? '-' : '';
  return `${sign}$${grouped(Math.floor(abs / 10_000))}.${fraction}`;
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
});

/** "Feb 12, 2025", the New York date. */
export const day = (at: Date) => DAY.format(at);
