// spec §4: clicking a multi-select item toggles its membership in the list of selected values.

export interface MultiSelectItem {
  text: string;
  value: string;
}

export function toggleMembership(selected: readonly string[], value: string): string[] {
  return selected.includes(value)
    ? selected.filter((entry) => entry !== value)
    : [...selected, value];
}
