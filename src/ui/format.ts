// Display formatting at the edge (spec §5). Money arrives as integer cents and stays integer until
// it is turned into text here.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 10000000 → "$100,000.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
