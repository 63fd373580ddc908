// Mean-variance optimisation (spec §1 "AI analyst tools: portfolio optimizer"):
// long only, weights sum to 1, an optional maximum weight per position. Pure functions, our own
// code (no optimisation library): an exact primal active-set method solves
//   minimise ½·wᵀΣw − λ·μᵀw   subject to  1ᵀw = 1,  0 ≤ wᵢ ≤ u
// for one λ. λ = 0 is the minimum-variance portfolio; as λ runs over the real line the solutions
// trace the constrained minimum-variance frontier, so a target return is a search for its λ and
// the maximum-Sharpe portfolio a search along λ ≥ 0, refined exactly on its final free set.

export type Matrix = readonly (readonly number[])[];
export type Vector = readonly number[];

export interface Constraints {
  /** Largest weight of one position (0 < u ≤ 1); 1 when there is no limit. */
  maxWeight: number;
}

const EPS = 1e-12;

/** Solves A·x = b by Gaussian elimination with partial pivoting; null when A is singular. */
function solveLinear(a: Matrix, b: Vector): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    }
    if (Math.abs(m[pivot]![col]!) < 1e-14) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const top = m[col]!;
    for (let row = col + 1; row < n; row++) {
      const r = m[row]!;
      const factor = r[col]! / top[col]!;
      if (factor === 0) continue;
      for (let k = col; k <= n; k++) r[k] = r[k]! - factor * top[k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const r = m[row]!;
    let sum = r[n]!;
    for (let k = row + 1; k < n; k++) sum -= r[k]! * x[k]!;
    x[row] = sum / r[row]!;
  }
  return x;
}

export const dot = (a: Vector, b: Vector) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
const matVec = (m: Matrix, v: Vector) => m.map((row) => dot(row, v));
export const variance = (cov: Matrix, w: Vector) => dot(w, matVec(cov, w));

type Bound = 'lower' | 'upper';

/**
 * min ½wᵀQw + cᵀw s.t. Σw = 1, 0 ≤ w ≤ u (Nocedal & Wright, "Numerical Optimization", §16.5, the
 * primal active-set method for convex QP). Q must be positive definite; u·n ≥ 1 (feasible).
 */
function solveBoxQp(q: Matrix, c: Vector, maxWeight: number): number[] {
  const n = c.length;
  if (maxWeight * n < 1 - 1e-12) throw new RangeError('maxWeight × n must be at least 1');
  // Equal weights are feasible; with u = 1/n exactly they are the only feasible point.
  let w = new Array<number>(n).fill(1 / n);
  if (maxWeight * n <= 1 + 1e-12) return w;
  const fixed = new Map<number, Bound>();
  for (let iteration = 0; iteration < 50 * n + 100; iteration++) {
    const free = [...Array(n).keys()].filter((i) => !fixed.has(i));
    const target = freeSetOptimum(q, c, w, free);
    const step = target.map((value, i) => value - w[i]!);
    if (step.every((value) => Math.abs(value) < 1e-13)) {
      // Stationary on this working set: every fixed weight must want to stay at its bound.
      const gradient = matVec(q, w).map((value, i) => value + c[i]!);
      const nu = freeMultiplier(gradient, free, w);
      let worst: number | null = null;
      let worstValue = -1e-11;
      for (const [i, bound] of fixed) {
        const multiplier = bound === 'lower' ? gradient[i]! - nu : nu - gradient[i]!;
        if (multiplier < worstValue) [worst, worstValue] = [i, multiplier];
      }
      if (worst === null) return w;
      fixed.delete(worst);
      continue;
    }
    // Move towards the target as far as the bounds allow; the first blocking bound joins the set.
    let alpha = 1;
    let blocking: [number, Bound] | null = null;
    for (const i of free) {
      const s = step[i]!;
      if (s < -EPS && w[i]! + s < 0) {
        const limit = -w[i]! / s;
        if (limit < alpha) [alpha, blocking] = [limit, [i, 'lower']];
      } else if (s > EPS && w[i]! + s > maxWeight) {
        const limit = (maxWeight - w[i]!) / s;
        if (limit < alpha) [alpha, blocking] = [limit, [i, 'upper']];
      }
    }
    w = w.map((value, i) => value + alpha * step[i]!);
    if (blocking) {
      const [i, bound] = blocking;
      w[i] = bound === 'lower' ? 0 : maxWeight;
      fixed.set(i, bound);
    }
  }
  throw new Error('active-set method did not converge');
}

/** The optimum over the free weights with the fixed ones held: a KKT system with one multiplier. */
function freeSetOptimum(q: Matrix, c: Vector, w: Vector, free: number[]): number[] {
  const out = [...w];
  if (free.length === 0) return out;
  const fixedSum = w.reduce((sum, value, i) => (free.includes(i) ? sum : sum + value), 0);
  const k = free.length;
  const a: number[][] = [];
  const b: number[] = [];
  for (const i of free) {
    const row = free.map((j) => q[i]![j]!);
    row.push(-1);
    a.push(row);
    let rhs = -c[i]!;
    for (let j = 0; j < w.length; j++) if (!free.includes(j)) rhs -= q[i]![j]! * w[j]!;
    b.push(rhs);
  }
  a.push([...new Array<number>(k).fill(1), 0]);
  b.push(1 - fixedSum);
  const x = solveLinear(a, b);
  if (!x) throw new Error('covariance matrix is singular on the free set');
  free.forEach((i, index) => (out[i] = x[index]!));
  return out;
}

/** The budget constraint's multiplier: the mean gradient over the free weights. */
function freeMultiplier(gradient: Vector, free: number[], w: Vector): number {
  const inside = free.length > 0 ? free : [...w.keys()];
  return inside.reduce((sum, i) => sum + gradient[i]!, 0) / inside.length;
}

/** The frontier portfolio for trade-off λ (0: minimum variance). */
function frontierWeights(cov: Matrix, mean: Vector, lambda: number, maxWeight: number) {
  return solveBoxQp(
    cov,
    mean.map((m) => -lambda * m),
    maxWeight,
  );
}

export function minimumVariance(cov: Matrix, mean: Vector, c: Constraints): number[] {
  return frontierWeights(cov, mean, 0, c.maxWeight);
}

/** Lowest and highest expected return any allowed portfolio reaches (fill the best first). */
export function returnRange(mean: Vector, maxWeight: number): { min: number; max: number } {
  const fill = (order: number[]) => {
    let left = 1;
    let total = 0;
    for (const i of order) {
      const take = Math.min(maxWeight, left);
      total += take * mean[i]!;
      left -= take;
    }
    return total;
  };
  const ascending = [...mean.keys()].sort((a, b) => mean[a]! - mean[b]!);
  return { min: fill(ascending), max: fill([...ascending].reverse()) };
}

export class InfeasibleTargetError extends Error {
  constructor(
    readonly min: number,
    readonly max: number,
  ) {
    super('target return out of reach');
  }
}

/** The least-variance portfolio whose expected return is `target` (within `tolerance`). */
export function targetReturn(
  cov: Matrix,
  mean: Vector,
  target: number,
  c: Constraints,
  tolerance = 1e-14,
): number[] {
  const range = returnRange(mean, c.maxWeight);
  if (target < range.min - 1e-12 || target > range.max + 1e-12) {
    throw new InfeasibleTargetError(range.min, range.max);
  }
  const returnAt = (lambda: number) => {
    const w = frontierWeights(cov, mean, lambda, c.maxWeight);
    return { w, r: dot(w, mean) };
  };
  const origin = returnAt(0);
  if (Math.abs(origin.r - target) < 1e-13) return origin.w;
  // The return is non-decreasing in λ: widen until the target is bracketed, then bisect.
  const sign = target > origin.r ? 1 : -1;
  let lo = 0;
  let hi = sign;
  let at = returnAt(hi);
  for (let i = 0; i < 80 && sign * (at.r - target) < 0; i++) {
    lo = hi;
    hi *= 2;
    at = returnAt(hi);
  }
  let best = at;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    const point = returnAt(mid);
    if (Math.abs(point.r - target) < Math.abs(best.r - target)) best = point;
    if (Math.abs(point.r - target) < tolerance) break;
    if (sign * (point.r - target) < 0) lo = mid;
    else hi = mid;
    if (hi === lo || Math.abs(hi - lo) < 1e-15 * Math.max(1, Math.abs(hi))) break;
  }
  return best.w;
}

export const sharpe = (cov: Matrix, mean: Vector, w: Vector, riskFree: number) =>
  (dot(w, mean) - riskFree) / Math.sqrt(variance(cov, w));

/**
 * The maximum-Sharpe (tangency) portfolio. A golden-section search along λ ≥ 0 finds its free
 * set; when no weight sits at the maximum there, the exact tangency on that set,
 * w ∝ Σ_FF⁻¹(μ_F − r_f), replaces the search's estimate if it is allowed and no worse.
 */
export function maximumSharpe(
  cov: Matrix,
  mean: Vector,
  riskFree: number,
  c: Constraints,
): number[] {
  const score = (lambda: number) => {
    const w = frontierWeights(cov, mean, lambda, c.maxWeight);
    return { w, s: sharpe(cov, mean, w, riskFree) };
  };
  // Bracket: grow λ until the Sharpe ratio stops rising.
  let hi = 1e-3;
  let previous = score(0);
  for (let i = 0; i < 60; i++) {
    const next = score(hi);
    if (next.s < previous.s - 1e-15) break;
    previous = next;
    hi *= 2;
  }
  let lo = 0;
  const phi = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - phi * (hi - lo);
  let x2 = lo + phi * (hi - lo);
  let f1 = score(x1);
  let f2 = score(x2);
  for (let i = 0; i < 200 && hi - lo > 1e-14 * Math.max(1, hi); i++) {
    if (f1.s < f2.s) {
      lo = x1;
      [x1, f1] = [x2, f2];
      x2 = lo + phi * (hi - lo);
      f2 = score(x2);
    } else {
      hi = x2;
      [x2, f2] = [x1, f1];
      x1 = hi - phi * (hi - lo);
      f1 = score(x1);
    }
  }
  const found = f1.s >= f2.s ? f1 : f2;
  const exact = exactTangency(cov, mean, riskFree, found.w, c.maxWeight);
  return exact && sharpe(cov, mean, exact, riskFree) >= found.s - 1e-12 ? exact : found.w;
}

function exactTangency(
  cov: Matrix,
  mean: Vector,
  riskFree: number,
  near: Vector,
  maxWeight: number,
): number[] | null {
  const free = [...near.keys()].filter((i) => near[i]! > 1e-7);
  if (free.some((i) => near[i]! > maxWeight - 1e-7) && maxWeight < 1) return null;
  const z = solveLinear(
    free.map((i) => free.map((j) => cov[i]![j]!)),
    free.map((i) => mean[i]! - riskFree),
  );
  if (!z) return null;
  const total = z.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return null;
  const w = new Array<number>(near.length).fill(0);
  free.forEach((i, index) => (w[i] = z[index]! / total));
  if (w.some((value) => value < 0 || value > maxWeight + 1e-12)) return null;
  return w;
}

export interface FrontierPoint {
  expectedReturn: number;
  volatility: number;
}

/** `count` points from the minimum-variance portfolio up to the highest reachable return. */
export function efficientFrontier(
  cov: Matrix,
  mean: Vector,
  c: Constraints,
  count = 16,
): FrontierPoint[] {
  const start = dot(minimumVariance(cov, mean, c), mean);
  const { max } = returnRange(mean, c.maxWeight);
  const points: FrontierPoint[] = [];
  for (let k = 0; k < count; k++) {
    const target = count === 1 ? start : start + ((max - start) * k) / (count - 1);
    // A chart point needs no more than 1e-7 (0.00001 %) of return.
    const w = targetReturn(cov, mean, target, c, 1e-7);
    points.push({ expectedReturn: dot(w, mean), volatility: Math.sqrt(variance(cov, w)) });
  }
  return points;
}

/** Trading days in a year: daily means and covariances are multiplied by it. */
export const TRADING_DAYS_PER_YEAR = 252;

/** Annualised mean and covariance of simple daily returns of aligned closing-price series. */
export function annualisedStatistics(closes: readonly Vector[]): {
  mean: number[];
  cov: number[][];
} {
  const returns = closes.map((series) => series.slice(1).map((price, i) => price / series[i]! - 1));
  const days = returns[0]?.length ?? 0;
  if (days < 2) throw new RangeError('need at least three prices per series');
  const means = returns.map((r) => r.reduce((sum, value) => sum + value, 0) / days);
  const cov = returns.map((ri, i) =>
    returns.map(
      (rj, j) =>
        (ri.reduce((sum, value, t) => sum + (value - means[i]!) * (rj[t]! - means[j]!), 0) /
          (days - 1)) *
        TRADING_DAYS_PER_YEAR,
    ),
  );
  return { mean: means.map((m) => m * TRADING_DAYS_PER_YEAR), cov };
}
