// The wait for the figures a screen's HTML is drawn with, home's or the portfolio's (static.ts): a
// page never waits on them past FIRST_FIGURES_WAIT_MS, and a failure to read them costs the page
// its figures, not the page.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { HomeFigures } from '../services/home-figures';
import { figuresInTime, FIRST_FIGURES_WAIT_MS } from './static';

const FIGURES: HomeFigures = { firstName: 'Ada', accounts: [], positions: [] };
const request = () => ({ log: { warn: vi.fn() } }) as unknown as FastifyRequest;

describe('figuresInTime', () => {
  it('gives the figures read in time', async () => {
    expect(await figuresInTime(async () => FIGURES, request())).toBe(FIGURES);
  });

  it('gives up on figures slower than the wait', async () => {
    vi.useFakeTimers();
    try {
      const waiting = figuresInTime(() => new Promise<HomeFigures>(() => {}), request());
      await vi.advanceTimersByTimeAsync(FIRST_FIGURES_WAIT_MS);
      expect(await waiting).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives none, and says so in the log, when reading them fails', async () => {
    const failing = request();
    const figures = await figuresInTime(async () => {
      throw new Error('database away');
    }, failing);
    expect(figures).toBeNull();
    expect(failing.log.warn).toHaveBeenCalledOnce();
  });
});
