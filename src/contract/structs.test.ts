// The contract's struct builders keep superstruct's checks and record the limits for OpenAPI.
import { describe, expect, it } from 'vitest';
import {
  array,
  integer,
  is,
  max,
  min,
  nullable,
  optional,
  pattern,
  refine,
  schemaHint,
  size,
  string,
} from './structs';

describe('the contract’s struct builders', () => {
  it('check as superstruct does', () => {
    const Name = size(string(), 1, 3);
    expect(is('abc', Name)).toBe(true);
    expect(is('abcd', Name)).toBe(false);
    expect(is(0, min(integer(), 1))).toBe(false);
    expect(is('12', pattern(string(), /^\d+$/))).toBe(true);
  });

  it('record lengths, item counts, bounds and patterns', () => {
    expect(schemaHint(size(string(), 1, 100))).toEqual({ minLength: 1, maxLength: 100 });
    expect(schemaHint(size(array(string()), 0, 20))).toEqual({ minItems: 0, maxItems: 20 });
    expect(schemaHint(max(min(integer(), 0), 100))).toEqual({ minimum: 0, maximum: 100 });
    expect(schemaHint(min(integer(), 0, { exclusive: true }))).toEqual({ exclusiveMinimum: 0 });
    expect(schemaHint(pattern(string(), /^\d{1,16}$/))).toEqual({ pattern: '^\\d{1,16}$' });
    expect(schemaHint(size(string(), 1, Infinity))).toEqual({ minLength: 1 });
  });

  it('carry the limits through optional, nullable and refine', () => {
    const Bio = refine(size(string(), 0, 280), 'Bio', () => true);
    expect(schemaHint(optional(nullable(Bio)))).toEqual({ minLength: 0, maxLength: 280 });
  });
});
