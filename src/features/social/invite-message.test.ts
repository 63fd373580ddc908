import { describe, expect, it } from 'vitest';
import { inBatches, inviteMailto, splitAddresses } from './invite-message';

describe('invite message', () => {
  it('puts every address in Bcc and the link in the body, %20-encoded', () => {
    const url = inviteMailto(
      ['a@example.com', 'b+x@example.org'],
      'Stockroom',
      'https://s.example/a/abc123',
    );
    expect(
      url.startsWith('mailto:?bcc=a%40example.com,b%2Bx%40example.org&subject=Join%20me'),
    ).toBe(true);
    expect(decodeURIComponent(url.split('body=')[1]!)).toContain('https://s.example/a/abc123');
    expect(url).not.toContain('+');
  });

  it('splits typed lists on commas, semicolons, spaces and lines', () => {
    expect(splitAddresses(' a@x.com, b@y.com;c@z.com\n\nd@w.com ')).toEqual([
      'a@x.com',
      'b@y.com',
      'c@z.com',
      'd@w.com',
    ]);
  });

  it('batches by the API limit', () => {
    const batches = inBatches(Array.from({ length: 120 }, (_, i) => i));
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
  });
});
