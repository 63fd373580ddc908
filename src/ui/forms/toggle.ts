// spec §5: a toggle needs exactly two items. A bad item list is a programming error, but it must
// not take the screen down with it: the check returns an error value, and the Toggle component
// logs it with console.error and renders nothing (the way §8 treats an undefined theme).

export interface ToggleItem<V extends string = string> {
  text: string;
  value: V;
}

export type ToggleItemsCheck<V extends string> =
  { ok: true; items: readonly [ToggleItem<V>, ToggleItem<V>] } | { ok: false; error: string };

export function checkToggleItems<V extends string>(
  items: readonly ToggleItem<V>[],
): ToggleItemsCheck<V> {
  const [first, second] = items;
  if (items.length !== 2 || !first || !second) {
    return { ok: false, error: `A toggle needs exactly two items, got ${items.length}.` };
  }
  // Two items with one value could never show which one is on.
  if (first.value === second.value) {
    return { ok: false, error: `A toggle needs two different values, got '${first.value}' twice.` };
  }
  return { ok: true, items: [first, second] };
}
