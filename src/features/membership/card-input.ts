// Card number and expiry as the member types them: digits grouped in fours, MM/YY with the slash
// added. The card goes to our server only for the SANDBOX provider; a real provider's own card
// element would tokenise it in the browser instead (docs/features.md "Payments").
import { type CardInput, cardDigits } from '@/contract/payments';

export const formatCardNumber = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);

export type CardValues = Record<keyof CardInput, string>;
export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

/** One key per purchase attempt (crypto.randomUUID needs a secure context; this does not). */
export function newPurchaseKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
