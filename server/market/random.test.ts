import { describe, expect, it } from 'vitest';
import { hashString, inverseNormalCdf, normal, uniform } from './random';

describe('counter-based randomness', () => {
  it('is a pure function of its coordinates', () => {
    expect(normal(1, 2, 3, 4)).toBe(normal(1, 2, 3, 4));
    expect(normal(1, 2, 3, 4)).not.toBe(normal(1, 2, 3, 5));
    expect(hashString('AAPL')).toBe(hashString('AAPL'));
    expect(hashString('GOOG')).not.toBe(hashString('GOOGL'));
  });

  it('draws uniforms inside (0, 1) and standard normals', () => {
    const n = 200_000;
    let sum = 0;
    let squares = 0;
    let beyond = 0;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const u = uniform(7, 11, i, 3);
      if (!(u > 0 && u < 1)) outside++;
      const z = normal(7, 11, i, 4);
      sum += z;
      squares += z * z;
      if (Math.abs(z) > 1.96) beyond++;
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / n)).toBeLessThan(0.01);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.02);
    expect(Math.abs(beyond / n - 0.05)).toBeLessThan(0.003); // 5 % outside ±1.96
  });

  it('inverts the normal CDF', () => {
    expect(inverseNormalCdf(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959964, 5);
    expect(inverseNormalCdf(0.001)).toBeCloseTo(-3.090232, 5);
  });
});
