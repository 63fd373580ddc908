// What the day's change is of. Figures painted from the device's last visit while the fresh ones
// are on their way (platform/queries paintLastAnswer) say when they are from, in no more room than
// "today" takes, so the card does not grow and shrink as the fresh answer arrives.
export function dayChangeLabel(keptAt: number | null, now = Date.now()): string {
  if (keptAt === null) return 'today';
  const kept = new Date(keptAt);
  const sameDay = kept.toDateString() === new Date(now).toDateString();
  const format = new Intl.DateTimeFormat(
    'en-US',
    sameDay ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' },
  );
  return `as of ${format.format(kept)}`;
}
