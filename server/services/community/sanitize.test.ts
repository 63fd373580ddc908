import { describe, expect, it } from 'vitest';
import { plainText, slugFor } from './sanitize';

describe('plainText', () => {
  it('removes script and style elements with their content', () => {
    expect(plainText('Nice <script>alert(1)</script>quarter')).toBe('Nice  quarter');
    expect(plainText('<style>body{}</style>Margins')).toBe('Margins');
  });
  it('removes tags and attributes, keeps their text', () => {
    expect(plainText('<b>Strong</b> <img src=x onerror=alert(1)> moat')).toBe('Strong  moat');
    expect(plainText('<a href="javascript:alert(1)">click</a>')).toBe('click');
  });
  it('cannot be tricked into reassembling a tag', () => {
    expect(plainText('<scr<b>ipt>alert(1)</scr</b>ipt>')).not.toMatch(/<script/i);
  });
  it('keeps comparisons that are not tags', () => {
    expect(plainText('P/E < 20 and growth > 15%')).toBe('P/E < 20 and growth > 15%');
  });
  it('drops control and bidi-override characters', () => {
    expect(plainText('a\u0000b\u202ec')).toBe('abc');
  });
});

describe('slugFor', () => {
  it('makes a short readable slug', () => {
    expect(slugFor('Margins are expanding faster than Wall Street expects, again!')).toBe(
      'margins-are-expanding-faster-than-wall-street-expects',
    );
  });
  it('falls back when nothing readable is left', () => {
    expect(slugFor('🚀🚀🚀')).toBe('thought');
  });
});
