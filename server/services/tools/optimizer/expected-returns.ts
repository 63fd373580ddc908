// Expected returns the optimizer can lean on. A year's average return is mostly luck (its
// standard error is the security's whole volatility, 20–60 % a year, against differences of a few
// percent between securities), and a mean-variance optimizer leans hardest on exactly those
// errors. So each security starts from what the market implies for it (CAPM: the risk-free rate
// plus its beta to SPY times an equity premium) and moves toward its own year only as far as one
// year of data deserves: a normal prior of ±PRIOR_SPREAD around the implied return, updated by the
// year's mean with its sampling variance σ²/T. For a stock of 30 % volatility that is 3 % of the
// way; for SPY 9 %.

/** The equity risk premium over the risk-free rate: 5 % a year, a long-run US estimate. */
export const EQUITY_PREMIUM = 0.05;
/** How far a security's true expected return may sit from its implied one (one standard deviation). */
export const PRIOR_SPREAD = 0.05;

export interface Shrunk {
  /** Annual expected returns, one per security. */
  expected: number[];
  /** Market-implied returns, one per security. */
  implied: number[];
  /** How far each moved from implied toward the sample mean, 0 … 1. */
  sampleWeight: number[];
}

/**
 * `sampleMean`, `variances`: annualised, per security; `betas` to the market; `years` of data.
 */
export function shrunkExpectedReturns(
  sampleMean: readonly number[],
  variances: readonly number[],
  betas: readonly number[],
  years: number,
  riskFree: number,
): Shrunk {
  const implied = betas.map((beta) => riskFree + beta * EQUITY_PREMIUM);
  const sampleWeight = variances.map((variance) => {
    const priorPrecision = 1 / PRIOR_SPREAD ** 2;
    const samplePrecision = years / Math.max(variance, 1e-12);
    return samplePrecision / (priorPrecision + samplePrecision);
  });
  const expected = implied.map((pi, i) => pi + sampleWeight[i]! * ((sampleMean[i] as number) - pi));
  return { expected, implied, sampleWeight };
}

/** Each series' beta to `market` from aligned daily returns: cov(r, m) / var(m). */
export function betasTo(
  market: readonly number[],
  closes: readonly (readonly number[])[],
): number[] {
  const returns = (series: readonly number[]) =>
    series.slice(1).map((price, i) => price / (series[i] as number) - 1);
  const m = returns(market);
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const mm = mean(m);
  const varM = m.reduce((sum, x) => sum + (x - mm) ** 2, 0);
  return closes.map((series) => {
    const r = returns(series);
    const mr = mean(r);
    const cov = r.reduce((sum, x, t) => sum + (x - mr) * ((m[t] as number) - mm), 0);
    return varM === 0 ? 1 : cov / varM;
  });
}
