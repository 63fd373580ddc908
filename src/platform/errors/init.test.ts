import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import {
  ERROR_REPORT_BUFFER_SIZE,
  NOT_FOUND_SPANS,
  RATE_LIMIT_BACKOFF_MS,
  SCRIPT_ERROR,
  TRACES_SAMPLE_RATE,
  TRACING_CHILD_SPAN_TIMEOUT_MS,
  TRACING_FINAL_TIMEOUT_MS,
  TRACING_HEARTBEAT_MS,
  TRACING_IDLE_TIMEOUT_MS,
  initErrorReporting,
  sentryOptions,
  tracePropagationTargets,
} from './init';
import { readErrorReportingConfig } from './config';

const ORIGIN = 'https://stockroom.example';
const options = sentryOptions({ dsn: 'https://key@errors.example/1', release: 'r1' }, ORIGIN);

describe('spec §9 constants', () => {
  it('match the spec and map onto Sentry options', () => {
    expect(TRACES_SAMPLE_RATE).toBe(1);
    expect(ERROR_REPORT_BUFFER_SIZE).toBe(30);
    expect(RATE_LIMIT_BACKOFF_MS).toBe(60_000);
    expect(TRACING_IDLE_TIMEOUT_MS).toBe(1_000);
    expect(TRACING_FINAL_TIMEOUT_MS).toBe(30_000);
    expect(TRACING_HEARTBEAT_MS).toBe(5_000);
    // v7 ended an idle span after three unchanged heartbeats: 15 s.
    expect(TRACING_CHILD_SPAN_TIMEOUT_MS).toBe(15_000);
    expect(options.tracesSampleRate).toBe(1);
    expect(options.transportOptions).toEqual({ bufferSize: 30 });
    expect(options.release).toBe('r1');
    expect(options.integrations).toEqual([expect.objectContaining({ name: 'BrowserTracing' })]);
  });
});

describe('sentryOptions', () => {
  it('collects no user info, cookies, headers or bodies', () => {
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
    });
  });

  it('ignores Script error (spec §8) and nothing more specific', () => {
    expect(options.ignoreErrors).toEqual([SCRIPT_ERROR]);
    expect(SCRIPT_ERROR.test('Script error.')).toBe(true);
    expect(SCRIPT_ERROR.test('Script error')).toBe(true);
    expect(SCRIPT_ERROR.test('Script error in funding form')).toBe(false);
  });

  it('redacts events before sending them', () => {
    const event: ErrorEvent = { type: undefined, message: 'bank account 123456789012' };
    const out = options.beforeSend?.(event, {});
    expect(out).toEqual({ type: undefined, message: 'bank account [redacted]' });
  });

  it('drops page-load and navigation spans of the 404 page only (spec §2)', () => {
    const [filter] = NOT_FOUND_SPANS;
    expect(options.ignoreSpans).toBe(NOT_FOUND_SPANS);
    if (!filter || typeof filter === 'string' || filter instanceof RegExp) {
      throw new Error('expected an attribute filter');
    }
    const op = filter.op as RegExp;
    const path = filter.attributes?.['url.path'] as RegExp;
    expect(['pageload', 'navigation'].every((name) => op.test(name))).toBe(true);
    expect(op.test('http.client')).toBe(false);
    expect(path.test('/404')).toBe(true);
    expect(path.test('/404/')).toBe(true);
    expect(path.test('/4040')).toBe(false);
    expect(path.test('/app/404')).toBe(false);
  });
});

describe('tracePropagationTargets (spec §7)', () => {
  const targets = tracePropagationTargets(ORIGIN);
  const matches = (url: string) => targets.some((target) => target.test(url));

  it('covers same-origin and api/ requests', () => {
    expect(matches('/api/v1/util/csrf')).toBe(true);
    expect(matches(`${ORIGIN}/api/v1/lead`)).toBe(true);
    expect(matches(`${ORIGIN}/portfolio`)).toBe(true);
    expect(matches('https://cms.stockroom.example/cms/api/lessons')).toBe(true);
  });

  it('leaves other origins alone, including look-alikes', () => {
    expect(matches('https://cdn.example/script.js')).toBe(false);
    expect(matches('https://stockroom.example.evil.test/x')).toBe(false);
    expect(matches('https://stockroomXexample/x')).toBe(false);
  });
});

describe('readErrorReportingConfig', () => {
  const page = (content: string | null) =>
    ({
      querySelector: (selector: string) =>
        selector === 'meta[name="sentry-dsn"]' && content !== null
          ? { getAttribute: (name: string) => (name === 'content' ? content : null) }
          : null,
    }) as unknown as Document;

  it('reads the DSN the server injected, or null', () => {
    expect(readErrorReportingConfig(page('https://key@errors.example/1'))).toEqual({
      dsn: 'https://key@errors.example/1',
    });
    expect(readErrorReportingConfig(page(' '))).toEqual({ dsn: null });
    expect(readErrorReportingConfig(page(null))).toEqual({ dsn: null });
    expect(readErrorReportingConfig(undefined)).toEqual({ dsn: null });
  });
});

describe('initErrorReporting', () => {
  it('does nothing outside production builds, even with a DSN', () => {
    expect(import.meta.env.PROD).toBe(false);
    expect(initErrorReporting({ dsn: 'https://key@errors.example/1' })).toBe(false);
  });
});
