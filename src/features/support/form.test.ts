import { describe, expect, it } from 'vitest';
import { checkSupportDraft } from './form';

const VALID = { category: 'trading', subject: 'An order', message: 'It has not filled yet.' };

describe('checkSupportDraft', () => {
  it('trims and accepts a complete request', () => {
    expect(checkSupportDraft({ ...VALID, subject: '  An order ' })).toEqual({
      ok: true,
      request: { category: 'trading', subject: 'An order', message: 'It has not filled yet.' },
    });
  });

  it('names every field out of its limits, counting characters as people see them', () => {
    const result = checkSupportDraft({ category: '', subject: ' ', message: 'short' });
    expect(result).toEqual({
      ok: false,
      errors: {
        category: 'Choose what your request is about.',
        subject: 'The subject must not be empty.',
        message: 'The message must be at least 10 characters.',
      },
    });
    // 120 emoji are 120 characters (240 UTF-16 units): still inside the limit.
    expect(checkSupportDraft({ ...VALID, subject: '🙂'.repeat(120) }).ok).toBe(true);
    expect(checkSupportDraft({ ...VALID, subject: 'x'.repeat(121) })).toMatchObject({
      errors: { subject: 'The subject must be at most 120 characters.' },
    });
    expect(checkSupportDraft({ ...VALID, message: 'm'.repeat(5001) })).toMatchObject({
      errors: { message: 'The message must be at most 5,000 characters.' },
    });
  });
});
