import { describe, expect, it } from 'vitest';
import { hostMatches, isAllowedHost } from './host-match';

describe('the iOS shell host rule (mirrors HostMatch.swift)', () => {
  it.each([
    ['stockroom.example', 'stockroom.example', true],
    ['STOCKROOM.example.', 'stockroom.example', true],
    ['www.stockroom.example', 'stockroom.example', false],
    ['www.stockroom.example', '.stockroom.example', true],
    ['a.b.stockroom.example', '.stockroom.example', true],
    ['stockroom.example', '.stockroom.example', false],
    ['evilstockroom.example', 'stockroom.example', false],
    ['evilstockroom.example', '.stockroom.example', false],
    ['stockroom.example.evil.test', 'stockroom.example', false],
    ['stockroom.example.evil.test', '.stockroom.example', false],
    ['accounts.google.com', 'accounts.google.com', true],
    ['', 'stockroom.example', false],
    ['stockroom.example', '', false],
    ['example', '.', false],
  ])('%s against %s → %s', (host, entry, expected) => {
    expect(hostMatches(host, entry)).toBe(expected);
  });

  it('allows a host when any entry matches, and never a missing host', () => {
    const entries = ['stockroom.example', '.cdn.stockroom.example'];
    expect(isAllowedHost('img.cdn.stockroom.example', entries)).toBe(true);
    expect(isAllowedHost('cdn.stockroom.example', entries)).toBe(false);
    expect(isAllowedHost(null, entries)).toBe(false);
  });
});
