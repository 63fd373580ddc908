// lightweight-charts draws on a canvas and needs colour strings, not CSS variables. It gets the
// theme's semantic tokens (CONTRIBUTING "Semantic theme tokens only") read from the element's
// computed style, so every theme, the custom one included, colours the chart.
const token = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(`--colors-${name}`).trim();

/** "#22c55e" or "#2c5" → "rgba(34, 197, 94, 0.3)"; anything else passes through unchanged. */
function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export interface ChartColours {
  text: string;
  muted: string;
  grid: string;
  line: string;
  fillTop: string;
  fillBottom: string;
  /** The compare-to-benchmark line: the neutral token, told apart by its dash as well. */
  benchmark: string;
}

/** The chart's colours for a rising (positive) or falling (negative) range. */
export function chartColours(element: Element, rising: boolean): ChartColours {
  const line = token(element, rising ? 'positive' : 'negative');
  return {
    text: token(element, 'text'),
    muted: token(element, 'textMuted'),
    grid: withAlpha(token(element, 'border'), 0.6),
    line,
    fillTop: withAlpha(line, 0.28),
    fillBottom: withAlpha(line, 0.02),
    benchmark: token(element, 'neutral'),
  };
}
