// Which errors mean "the database cannot be reached right now" (503) rather than a fault (500).
// The fault suite (tests/api/fault-postgres-restart.test.ts) sees them from a real PostgreSQL.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle throws a failed query: its own error with the driver's as `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('is true for lost or refused connections and PostgreSQL shutting down, wrapped or not', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
      wrapped(withCode('the database system is shutting down', '57P03')),
      wrapped(withCode('connection failure', '08006')),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'refused'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('is false for errors in the query or the data, and for anything else', () => {
    for (const error of [
      wrapped(withCode('duplicate key value violates unique constraint', '23505')),
      wrapped(withCode('deadlock detected', '40P01')),
      wrapped(withCode('syntax error at or near "selec"', '42601')),
      new Error('an order has no stored first response'),
      new TypeError('x is undefined'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
