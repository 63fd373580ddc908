// The session cache's rules, without a database (tests/api/instances.test.ts has two
// instances on PostgreSQL).
import { describe, expect, it } from 'vitest';
import type { Channel } from './notifications';
import { type RememberedSession, SESSION_CACHE_MS, SessionCache } from './session-cache';

function cacheHearing() {
  const channel = { hearing: true, heard: async () => {}, close: async () => {} };
  const cache = new SessionCache();
  cache.attach(channel as Channel);
  return { cache, channel };
}

const session = (sessionId: string, userId = 'u1'): RememberedSession => ({
  sessionId,
  userId,
  operator: false,
  lastSeenAt: new Date(0),
  expiresAt: new Date(1e13),
});

describe('the session cache', () => {
  it('answers what it remembered, for at most SESSION_CACHE_MS', () => {
    const { cache } = cacheHearing();
    cache.remember('h1', session('s1'), cache.mark(), 1_000);
    expect(cache.get('h1', 1_000)?.sessionId).toBe('s1');
    expect(cache.get('h1', 1_000 + SESSION_CACHE_MS)?.sessionId).toBe('s1');
    expect(cache.get('h1', 1_001 + SESSION_CACHE_MS)).toBeUndefined();
    expect(cache.get('h1', 1_000)).toBeUndefined();
  });

  it('forgets a session, or every session of a user, on a notice', () => {
    const { cache } = cacheHearing();
    cache.remember('h1', session('s1', 'u1'), cache.mark(), 0);
    cache.remember('h2', session('s2', 'u1'), cache.mark(), 0);
    cache.remember('h3', session('s3', 'u2'), cache.mark(), 0);
    cache.forget('s1');
    expect(cache.get('h1', 0)).toBeUndefined();
    expect(cache.get('h2', 0)).toBeDefined();
    cache.forget('user:u1');
    expect(cache.get('h2', 0)).toBeUndefined();
    expect(cache.get('h3', 0)?.userId).toBe('u2');
  });

  it('does not remember what a lookup read before a notice arrived', () => {
    const { cache } = cacheHearing();
    const mark = cache.mark();
    cache.forget('s9'); // any notice: the row read may be the one it was about
    cache.remember('h1', session('s1'), mark, 0);
    expect(cache.get('h1', 0)).toBeUndefined();
    cache.remember('h1', session('s1'), cache.mark(), 0);
    expect(cache.get('h1', 0)).toBeDefined();
  });

  it('stands aside while it cannot hear, and starts from nothing after a gap', () => {
    const { cache, channel } = cacheHearing();
    cache.remember('h1', session('s1'), cache.mark(), 0);
    channel.hearing = false;
    expect(cache.get('h1', 0)).toBeUndefined();
    cache.remember('h2', session('s2'), cache.mark(), 0);
    cache.handlers().onGap();
    channel.hearing = true;
    expect(cache.get('h1', 0)).toBeUndefined();
    expect(cache.get('h2', 0)).toBeUndefined();
  });

  it('remembers nothing before it listens', () => {
    const cache = new SessionCache();
    cache.remember('h1', session('s1'), cache.mark(), 0);
    expect(cache.get('h1', 0)).toBeUndefined();
  });
});
