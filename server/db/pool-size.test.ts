// The pool's size when DATABASE_POOL_SIZE does not say (pool-size.ts): twice the cores with
// PostgreSQL on this machine, node-postgres's 10 with it elsewhere.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, REMOTE_POOL_SIZE } from './pool-size';
import { readConfig } from '../config';

const LOCAL = 2 * availableParallelism();

describe('defaultPoolSize', () => {
  it.each([
    'postgres://postgres@127.0.0.1:5432/postgres',
    'postgresql://app:secret@localhost/stockroom',
    'postgres://app@[::1]:5433/stockroom',
    'postgres://app@/stockroom?host=/var/run/postgresql',
  ])('is twice the cores for PostgreSQL on this machine: %s', (url) => {
    expect(defaultPoolSize(url)).toBe(LOCAL);
  });

  it.each([
    'postgres://app@db.internal:5432/stockroom',
    'postgres://app@10.0.0.7/stockroom',
    'host=localhost dbname=stockroom',
  ])('is 10 for another host, or a URL it cannot read: %s', (url) => {
    expect(defaultPoolSize(url)).toBe(REMOTE_POOL_SIZE);
  });

  it('is what the configuration takes unless DATABASE_POOL_SIZE says', () => {
    const database = (env: Record<string, string>) => readConfig(env).database;
    expect(database({ DATABASE_URL: 'postgres://app@127.0.0.1/s' })).toMatchObject({
      poolSize: LOCAL,
    });
    expect(database({ DATABASE_URL: 'postgres://app@db.internal/s' })).toMatchObject({
      poolSize: REMOTE_POOL_SIZE,
    });
    expect(
      database({ DATABASE_URL: 'postgres://app@127.0.0.1/s', DATABASE_POOL_SIZE: '25' }),
    ).toMatchObject({ poolSize: 25 });
  });
});
