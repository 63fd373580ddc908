// The wait for a database connection before a request is answered 503 (docs/configuration.md
// DATABASE_CONNECT_TIMEOUT_MS), and the pool's state that the 503's log line carries.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { type Db, poolState } from './client';

const URL = 'postgres://stockroom@127.0.0.1:5432/stockroom';

describe('the database connect timeout', () => {
  it('is 5 s unless DATABASE_CONNECT_TIMEOUT_MS says otherwise', () => {
    expect(readConfig({ DATABASE_URL: URL }).database).toMatchObject({ connectTimeoutMs: 5_000 });
    expect(
      readConfig({ DATABASE_URL: URL, DATABASE_CONNECT_TIMEOUT_MS: '30000' }).database,
    ).toMatchObject({ connectTimeoutMs: 30_000 });
  });

  it('refuses a value that is not a whole number of milliseconds, naming it', () => {
    expect(() => readConfig({ DATABASE_URL: URL, DATABASE_CONNECT_TIMEOUT_MS: '5s' })).toThrow(
      'DATABASE_CONNECT_TIMEOUT_MS must be a whole number',
    );
  });

  it('has no pool state to tell on the embedded database', () => {
    expect(poolState({} as Db)).toBeNull();
  });
});
