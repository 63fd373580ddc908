// Counter-based randomness: every random number is a hash of (seed, stream, day, index), so any
// price can be recomputed from its coordinates alone. Several server instances therefore agree on
// every quote without sharing state (DESIGN.md "Runtime": the API is stateless).

/** FNV-1a: a stable 32-bit hash of a string (symbols, factor names, seeds). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: spreads every input bit over the whole word. */
function fmix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of four integers. */
function hash4(a: number, b: number, c: number, d: number): number {
  let h = fmix32(a ^ 0x9e3779b9);
  h = fmix32(h ^ Math.imul(b | 0, 0x85ebca77));
  h = fmix32(h ^ Math.imul(c | 0, 0xc2b2ae3d));
  return fmix32(h ^ Math.imul(d | 0, 0x27d4eb2f));
}

/** Uniform on the open interval (0, 1). */
export function uniform(a: number, b: number, c: number, d: number): number {
  return (hash4(a, b, c, d) + 0.5) / 4_294_967_296;
}

/** Standard normal, by inverting the normal CDF of one uniform (one hash per number). */
export function normal(a: number, b: number, c: number, d: number): number {
  return inverseNormalCdf(uniform(a, b, c, d));
}

// Acklam's rational approximation of the inverse normal CDF (relative error below 1.2e-9).
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
] as const;
const B = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
] as const;
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
] as const;
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416] as const;
const P_LOW = 0.02425;

export function inverseNormalCdf(p: number): number {
  if (p < P_LOW) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - P_LOW) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) /
    (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1)
  );
}

function tail(q: number): number {
  return (
    (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) /
    ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1)
  );
}
