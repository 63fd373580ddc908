// Small pieces of the analytics client: callback delivery (§8 reasons), ids, JSON copies, timers.
import { NO_REQUEST_SENT, NO_REQUEST_STATUS } from './constants';
import type { AnalyticsCallback, Timers } from './client-types';

export interface Callbacks {
  callback?: AnalyticsCallback;
  errorCallback?: AnalyticsCallback;
}

export const systemTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * crypto.randomUUID exists only in secure contexts (HTTPS, localhost); on a plain-http address the
 * same version-4 UUID is made from getRandomValues, which exists everywhere.
 */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only JSON survives the trip; a function or a cycle in the properties must not lose the event. */
export function jsonCopy(value: Record<string, unknown>): Record<string, unknown> {
  try {
    const copy: unknown = JSON.parse(JSON.stringify(value));
    return isPlainObject(copy) ? copy : {};
  } catch {
    return {};
  }
}

export type Which = 'both' | 'success' | 'error';

export function tell(
  callbacks: Callbacks,
  status: number,
  response: string,
  details?: { reason: string },
  which: Which = 'both',
) {
  try {
    if (which !== 'error') callbacks.callback?.(status, response, details);
    if (which !== 'success') callbacks.errorCallback?.(status, response, details);
  } catch (error) {
    console.error('Analytics: a callback threw', error);
  }
}

/** §8: nothing was sent; both callbacks hear why. */
export const refuse = (callbacks: Callbacks, reason: string) =>
  tell(callbacks, NO_REQUEST_STATUS, NO_REQUEST_SENT, { reason });
