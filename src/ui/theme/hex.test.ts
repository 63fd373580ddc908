import { describe, expect, it } from 'vitest';
import { isHexColour } from './hex';

describe('isHexColour (spec §5: 3 or 6 hex digits with a leading #)', () => {
  it.each(['#fff', '#FFF', '#0a0B0c', '#123456'])('accepts %s', (value) => {
    expect(isHexColour(value)).toBe(true);
  });
  it.each(['fff', '#ffff', '#12345', '#1234567', '#ggg', '', ' #fff', 'red'])(
    'rejects "%s"',
    (value) => {
      expect(isHexColour(value)).toBe(false);
    },
  );
});
