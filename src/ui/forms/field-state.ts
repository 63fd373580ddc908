// Small rules every form control shares, kept DOM-free so they are unit tested.

/** spec §4: the label lifts when focused, non-empty or forced. */
export function isLabelLifted(field: {
  focused: boolean;
  value: string;
  forceLabelUp?: boolean;
  prefix?: string;
}): boolean {
  // A prefix ('$') is always shown, so a resting label would sit on top of it: treat it as forced.
  return (
    field.focused || field.value !== '' || Boolean(field.forceLabelUp) || Boolean(field.prefix)
  );
}

/** The error wins over the hint, because the error is the text the user must act on (§8). */
export function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}
