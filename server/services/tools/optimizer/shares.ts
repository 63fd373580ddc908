// Shares in 0.00001 (DESIGN.md "Money, quantities, time") as the decimal string the orders
// endpoint takes: 150000 → "1.5". Digits only, never a float division.
import { SHARE_DECIMALS } from '@/contract/orders';

export function sharesString(quantityE5: number): string {
  const digits = String(quantityE5).padStart(SHARE_DECIMALS + 1, '0');
  const whole = digits.slice(0, -SHARE_DECIMALS);
  const fraction = digits.slice(-SHARE_DECIMALS).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
