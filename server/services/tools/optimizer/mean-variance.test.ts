// Known answers for the optimizer: minimum variance matches the closed form within 1e-6, the
// constraints hold where they bind, and maximum Sharpe matches the textbook tangency portfolio.
// The closed forms use a 3×3 inverse by the adjugate, written out here, so they do not share code
// with the solver under test.
import { describe, expect, it } from 'vitest';
import {
  annualisedStatistics,
  dot,
  efficientFrontier,
  InfeasibleTargetError,
  type Matrix,
  maximumSharpe,
  minimumVariance,
  returnRange,
  sharpe,
  targetReturn,
  variance,
} from './mean-variance';

/** Inverse of a 3×3 matrix: adjugate over determinant. */
function inverse3(m: Matrix): number[][] {
  const [[a, b, c], [d, e, f], [g, h, i]] = m as [
    [number, number, number],
    [number, number, number],
    [number, number, number],
  ];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}
const times = (m: Matrix, v: readonly number[]) => m.map((row) => dot(row, v));
const sum = (v: readonly number[]) => v.reduce((s, x) => s + x, 0);

// Volatilities 20 %, 30 %, 40 %; correlations 0.1, 0.2, 0.1.
// Σ = [[.04, .006, .016], [.006, .09, .012], [.016, .012, .16]]
const SIGMA: Matrix = [
  [0.04, 0.006, 0.016],
  [0.006, 0.09, 0.012],
  [0.016, 0.012, 0.16],
];
const MU = [0.08, 0.12, 0.15];
const RF = 0.03;
const ones = [1, 1, 1];
const free = { maxWeight: 1 };

describe('mean-variance optimizer', () => {
  it('minimum variance matches Σ⁻¹1 / 1ᵀΣ⁻¹1 within 1e-6', () => {
    const z = times(inverse3(SIGMA), ones);
    const closedForm = z.map((x) => x / sum(z));
    // every closed-form weight is positive, so long-only does not bind
    expect(closedForm.every((x) => x > 0)).toBe(true);
    const w = minimumVariance(SIGMA, MU, free);
    w.forEach((x, k) => expect(Math.abs(x - closedForm[k]!)).toBeLessThan(1e-6));
  });

  it('maximum Sharpe matches the tangency portfolio w ∝ Σ⁻¹(μ − r_f)', () => {
    // The tangency portfolio of the capital market line (Bodie, Kane & Marcus, "Investments",
    // ch. 7; Merton 1972): with no binding constraint, w = Σ⁻¹(μ − r_f) / 1ᵀΣ⁻¹(μ − r_f).
    const z = times(
      inverse3(SIGMA),
      MU.map((m) => m - RF),
    );
    const tangency = z.map((x) => x / sum(z));
    expect(tangency.every((x) => x > 0)).toBe(true);
    const w = maximumSharpe(SIGMA, MU, RF, free);
    w.forEach((x, k) => expect(Math.abs(x - tangency[k]!)).toBeLessThan(1e-6));
    // and no other frontier point has a higher Sharpe ratio
    for (const point of efficientFrontier(SIGMA, MU, free, 12)) {
      expect((point.expectedReturn - RF) / point.volatility).toBeLessThanOrEqual(
        sharpe(SIGMA, MU, w, RF) + 1e-12,
      );
    }
  });

  it('target return matches the closed-form frontier point', () => {
    // Merton (1972): A = 1ᵀΣ⁻¹1, B = 1ᵀΣ⁻¹μ, C = μᵀΣ⁻¹μ, D = AC − B²,
    // w(R) = ((C − B·R)·Σ⁻¹1 + (A·R − B)·Σ⁻¹μ) / D.
    const inv = inverse3(SIGMA);
    const a1 = times(inv, ones);
    const am = times(inv, MU);
    const [A, B, C] = [sum(a1), sum(am), dot(MU, am)];
    const D = A * C - B * B;
    const R = 0.11;
    const closedForm = a1.map((x, k) => ((C - B * R) * x + (A * R - B) * am[k]!) / D);
    expect(closedForm.every((x) => x > 0)).toBe(true);
    const w = targetReturn(SIGMA, MU, R, free);
    expect(Math.abs(dot(w, MU) - R)).toBeLessThan(1e-9);
    w.forEach((x, k) => expect(Math.abs(x - closedForm[k]!)).toBeLessThan(1e-6));
  });

  it('holds the maximum weight where it binds', () => {
    // Unconstrained, asset 1 takes ~0.58 of the minimum-variance portfolio; the limit is 0.4.
    const w = minimumVariance(SIGMA, MU, { maxWeight: 0.4 });
    expect(w[0]).toBeCloseTo(0.4, 12);
    expect(sum(w)).toBeCloseTo(1, 12);
    w.forEach((x) => expect(x).toBeGreaterThanOrEqual(-1e-15));
    w.forEach((x) => expect(x).toBeLessThanOrEqual(0.4 + 1e-12));
    // Optimal: no allowed portfolio on a fine grid has a lower variance.
    const best = variance(SIGMA, w);
    for (let a = 0; a <= 0.4; a += 0.01) {
      for (let b = 0; b <= 0.4; b += 0.01) {
        const c = 1 - a - b;
        if (c < 0 || c > 0.4) continue;
        expect(variance(SIGMA, [a, b, c])).toBeGreaterThanOrEqual(best - 1e-12);
      }
    }
  });

  it('keeps weights long only where the unconstrained answer shorts', () => {
    // Asset 3 is riskier than asset 1 and moves with it (correlation 0.9): the closed form
    // shorts it (Σ⁻¹1 has a negative third entry); long only puts it at exactly 0.
    const sigma: Matrix = [
      [0.04, 0.01, 0.072],
      [0.01, 0.09, 0.03],
      [0.072, 0.03, 0.16],
    ];
    expect(times(inverse3(sigma), ones)[2]).toBeLessThan(0);
    const w = minimumVariance(sigma, MU, free);
    expect(w[2]).toBe(0);
    expect(sum(w)).toBeCloseTo(1, 12);
    // on the two remaining assets it is their own closed form: (σ2² − σ12) / (σ1² + σ2² − 2σ12)
    expect(w[0]).toBeCloseTo((0.09 - 0.01) / (0.04 + 0.09 - 0.02), 10);
    // maximum Sharpe and target return obey the same limits
    for (const weights of [
      maximumSharpe(sigma, MU, RF, { maxWeight: 0.5 }),
      targetReturn(sigma, MU, 0.13, { maxWeight: 0.5 }),
    ]) {
      expect(sum(weights)).toBeCloseTo(1, 12);
      weights.forEach((x) => expect(x).toBeGreaterThanOrEqual(-1e-15));
      weights.forEach((x) => expect(x).toBeLessThanOrEqual(0.5 + 1e-12));
    }
  });

  it('refuses a target return no allowed portfolio reaches', () => {
    // With at most 50 % each, the best is 0.5 × 15 % + 0.5 × 12 % = 13.5 %.
    expect(returnRange(MU, 0.5).max).toBeCloseTo(0.135, 12);
    expect(() => targetReturn(SIGMA, MU, 0.2, { maxWeight: 0.5 })).toThrow(InfeasibleTargetError);
  });

  it('annualises daily returns (× 252)', () => {
    // Two series, returns +1 %, −1 %, +1 %: mean 1/3 % a day; the second moves the other way.
    const { mean, cov } = annualisedStatistics([
      [100, 101, 99.99, 100.9899],
      [100, 99, 99.99, 98.9901],
    ]);
    expect(mean[0]).toBeCloseTo((0.01 / 3) * 252, 10);
    expect(cov[0]![1]).toBeLessThan(0);
    expect(cov[0]![1]).toBeCloseTo(cov[1]![0]!, 15);
  });
});
