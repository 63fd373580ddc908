// Configuration from the environment (README "Configuration" lists every variable).
import { resolve } from 'node:path';
import type { DatabaseTarget } from './db/client';

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  distDir: string;
  /** Per-IP sign-up/log-in attempts per minute. */
  authRateLimitPerMinute: number;
  trustProxy: boolean;
  errorReportOrigin: string | null;
  /** Handed to the browser in a <meta name="sentry-dsn"> (src/platform/errors). */
  sentryDsn: string | null;
  /** Customer-data-platform webhook for analytics events (spec §7), when set. */
  analyticsWebhookUrl: string | null;
  analyticsMaxBytes: number;
  brand: 'main' | 'partner' | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: integer(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
        }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    distDir: resolve(env.DIST_DIR ?? './dist'),
    authRateLimitPerMinute: integer(
      env.AUTH_RATE_LIMIT_PER_MINUTE,
      20,
      'AUTH_RATE_LIMIT_PER_MINUTE',
    ),
    trustProxy: env.TRUST_PROXY === 'true',
    errorReportOrigin: originOf(env.SENTRY_DSN),
    sentryDsn: env.SENTRY_DSN || null,
    analyticsWebhookUrl: env.ANALYTICS_WEBHOOK_URL || null,
    analyticsMaxBytes: integer(env.ANALYTICS_MAX_BYTES, 1024 * 1024, 'ANALYTICS_MAX_BYTES'),
    brand: brandSetting(env.BRAND),
  };
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

function originOf(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    throw new Error('SENTRY_DSN must be a URL');
  }
}

function brandSetting(value: string | undefined): 'main' | 'partner' | null {
  if (value === undefined || value === '') return null;
  if (value === 'main' || value === 'partner') return value;
  throw new Error('BRAND must be main or partner');
}
