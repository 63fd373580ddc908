import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

const restore: Array<() => void> = [];
afterEach(() => restore.splice(0).forEach((undo) => undo()));

/** Counts the formatters of one Intl kind made from now on. */
function countMade(kind: 'NumberFormat' | 'DateTimeFormat'): () => number {
  const real = Intl[kind];
  let made = 0;
  const counting = new Proxy(real, {
    construct(target, args: unknown[]) {
      made += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  Object.assign(Intl, { [kind]: counting });
  restore.push(() => Object.assign(Intl, { [kind]: real }));
  return () => made;
}

describe('Intl formatters made on first use', () => {
  it('makes no Intl formatter until the first format, then one for all later calls', () => {
    const made = countMade('NumberFormat');
    const usd = numberFormat({ style: 'currency', currency: 'USD' });
    expect(made()).toBe(0);
    expect(usd.format(1234.5)).toBe('$1,234.50');
    expect(usd.format('0.125')).toBe('$0.13'); // exact decimal strings, as Intl takes them
    expect(made()).toBe(1);
  });

  it('formats as the formatter it stands for', () => {
    const made = countMade('DateTimeFormat');
    const options = { timeZone: 'America/New_York', dateStyle: 'medium' } as const;
    const day = dateTimeFormat(options);
    expect(made()).toBe(0);
    const at = Date.UTC(2026, 10, 29, 3, 0); // 22:00 the day before in New York
    const intl = new Intl.DateTimeFormat('en-US', options);
    expect(day.format(at)).toBe(intl.format(at));
    expect(day.format(at)).toBe('Nov 28, 2026');
    expect(day.formatToParts(at)).toEqual(intl.formatToParts(at));
    const ago = relativeTimeFormat({ numeric: 'auto', style: 'short' });
    expect(ago.format(-1, 'day')).toBe('yesterday');
  });
});
