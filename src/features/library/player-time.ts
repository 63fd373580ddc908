// How the audio player says a time: "4:05" on screen, "4 minutes 5 seconds"
// for screen readers (the seek slider's aria-valuetext), so the position is heard as words.

/** 245 → "4:05"; 3725 → "1:02:05". Unknown or negative times read as 0:00. */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 245 → "4 minutes 5 seconds"; 60 → "1 minute"; 0 → "0 seconds". */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts = [
    h > 0 ? unit(h, 'hour') : '',
    m > 0 ? unit(m, 'minute') : '',
    s > 0 ? unit(s, 'second') : '',
  ];
  return parts.filter(Boolean).join(' ') || '0 seconds';
}

/** The listed length of an item: "5 min" (rounded, at least 1). */
export const minutesLabel = (seconds: number): string =>
  `${Math.max(1, Math.round(seconds / 60))} min`;
