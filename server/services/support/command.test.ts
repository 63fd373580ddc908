import { describe, expect, it } from 'vitest';
import { parseSupportArgs } from './command';

const ID = '8eba8439-d171-4935-ae77-9997a5a0bdcd';

describe('npm run ops -- support', () => {
  it('lists the queue without arguments and sets a status with an id and a status', () => {
    expect(parseSupportArgs([])).toEqual({ kind: 'queue' });
    expect(parseSupportArgs([ID, 'answered'])).toEqual({ kind: 'set', id: ID, status: 'answered' });
  });

  it('says what is wrong with other arguments', () => {
    expect(parseSupportArgs([ID])).toMatch(/a request id and then a status/);
    expect(parseSupportArgs(['nope', 'closed'])).toBe(
      '"nope" is not a support request id (a UUID).',
    );
    expect(parseSupportArgs([ID, 'solved'])).toBe(
      'The status must be one of open, answered, closed, not "solved".',
    );
    expect(parseSupportArgs([ID, 'closed', 'extra'])).toMatch(/a request id and then a status/);
  });
});
