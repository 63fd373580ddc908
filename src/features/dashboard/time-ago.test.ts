import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2025-03-12T15:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how old, in the largest whole unit', () => {
    expect(timeAgo(before(20), now)).toBe('just now');
    expect(timeAgo(before(5 * 60), now)).toBe('5 min. ago');
    expect(timeAgo(before(3 * 3600 + 59), now)).toBe('3 hr. ago');
    expect(timeAgo(before(86_400), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 86_400), now)).toBe('3 days ago');
  });

  it('never says a post is from the future (a fast device clock)', () => {
    expect(timeAgo(before(-120), now)).toBe('just now');
  });
});
