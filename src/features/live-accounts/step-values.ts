// How a step's form values (strings and booleans, as the controls hold them and as drafts store
// them) become the request body its contract struct checks, and how saved answers fill a form.
import type { DraftValues } from './drafts';

export type FieldValue = string | boolean;

export const text = (values: DraftValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
export const flag = (values: DraftValues, name: string): boolean => values[name] === true;

/**
 * The body: empty text is left out, so a required field reads "This field is required." and an
 * optional one is simply absent (contract optional()).
 */
export function bodyFrom(values: DraftValues): Record<string, FieldValue> {
  const body: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    body[name] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** Saved answers → form values, only for the fields the form has (numbers shown as text). */
export function valuesFrom(saved: unknown, empty: DraftValues): DraftValues {
  const values: DraftValues = { ...empty };
  if (typeof saved !== 'object' || saved === null) return values;
  for (const [name, value] of Object.entries(saved)) {
    if (!(name in empty)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
    else if (typeof value === 'number') values[name] = String(value);
  }
  return values;
}

export const sameValues = (a: DraftValues, b: DraftValues): boolean =>
  Object.keys({ ...a, ...b }).every((name) => a[name] === b[name]);

/** Spec §5-style mask for the identity number: 123-45-6789 as it is typed. */
export function formatTaxId(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}
