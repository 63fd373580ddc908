// API conventions every route follows (DESIGN.md "Input"; CONTRIBUTING "House rules").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '@server/app';
import { MIGRATIONS_FOLDER } from '@server/db/migrate';
import {
  createScratchDatabase,
  createTestContext,
  databaseKind,
  postgresTemplate,
  type TestContext,
} from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the test database', () => {
  it('is the kind this run asked for (TEST_DB)', async () => {
    const expected = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    expect(databaseKind()).toBe(expected);
    const result = (await ctx.db.execute(sql`SELECT version() AS v`)) as unknown as {
      rows: Array<{ v: string }>;
    };
    expect(result.rows[0]?.v).toMatch(/PostgreSQL/);
  });

  // Test databases are copies of a template migrated once per run (pg-global-setup.ts): a copy
  // holds every migration before openDatabase runs, and the template takes no connection, which
  // would make every copy fail while it lasted.
  it.runIf(databaseKind() === 'postgres')(
    'on PostgreSQL, is copied from a migrated template that nobody can connect to',
    async () => {
      const serverUrl = String(inject('postgresUrl'));
      const template = postgresTemplate();
      const journal = JSON.parse(
        readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const copy = await createScratchDatabase(serverUrl, 'conv', { template });
      try {
        const client = new pg.Client({ connectionString: copy.url });
        await client.connect();
        try {
          const applied = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
          );
          expect(applied.rows[0]?.n).toBe(journal.entries.length);
        } finally {
          await client.end();
        }
      } finally {
        await copy.drop();
      }
      const templateUrl = new URL(serverUrl);
      templateUrl.pathname = `/${template}`;
      const intruder = new pg.Client({ connectionString: templateUrl.toString() });
      intruder.on('error', () => {});
      await expect(intruder.connect()).rejects.toThrow(/not currently accepting connections/);
    },
  );
});

describe('API conventions', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const response = await ctx.agent().get('/api/v1/no/such/route');
    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/No such route/);
  });

  it('answers a request that matches no route with 404, token or not: guards belong to routes', async () => {
    const agent = ctx.agent();
    expect((await agent.post('/api/v1/nothing', {}, { csrf: false })).status).toBe(404);
    expect((await agent.post('/api/v1/nothing', {})).status).toBe(404);
  });

  it('refuses bodies over the size limit with 413 and no stack trace', async () => {
    const agent = ctx.agent();
    const response = await agent.post('/api/v1/lead', {
      email: 'a@example.com',
      lander_slug: 'x'.repeat(BODY_LIMIT_BYTES + 10),
    });
    expect(response.status).toBe(413);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers invalid JSON with 400', async () => {
    const agent = ctx.agent();
    const response = await agent.post('/api/v1/lead', '{"email": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('The body is not valid JSON.');
  });

  it('sends security headers with a same-origin Content-Security-Policy', async () => {
    const response = await ctx.agent().get('/api/v1/util/csrf');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // helmet's other defaults, worked out once at start-up (http/security-headers.ts).
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // The same on a path no route answers.
    const missing = await ctx.agent().get('/api/v1/no-such-route');
    expect(missing.headers['content-security-policy']).toBe(csp);
  });

  it('adds the error-report host to connect-src when configured', async () => {
    const other = await createTestContext({ errorReportOrigin: 'https://errors.example.com' });
    try {
      const response = await other.agent().get('/api/v1/util/csrf');
      expect(String(response.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://errors.example.com",
      );
    } finally {
      await other.close();
    }
  });

  it('publishes an OpenAPI 3.1 document listing every route with its body schema', async () => {
    const response = await ctx.agent().get('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    type Parameter = { name: string; in: string; required?: boolean };
    const paths = response.body.paths as Record<
      string,
      Record<string, { requestBody?: unknown; parameters?: Parameter[] }>
    >;
    for (const spec of ctx.app.routeSpecs) {
      // OpenAPI writes `{id}` where Fastify writes `:id`.
      const path = spec.url.replace(/:(\w+)/g, '{$1}');
      const operation = paths[path]?.[spec.method.toLowerCase()];
      const where = `${spec.method} ${path}`;
      expect(operation, where).toBeDefined();
      if (spec.body) expect(operation?.requestBody, where).toBeDefined();
      const parameters = operation?.parameters ?? [];
      const named = (place: string) => parameters.filter((p) => p.in === place).map((p) => p.name);
      // Every path parameter, every query field, the CSRF header of a write beside them, and the
      // Idempotency-Key of a money request.
      expect(named('path'), where).toEqual([...spec.url.matchAll(/:(\w+)/g)].map((m) => m[1]));
      if (spec.method !== 'GET') expect(named('header'), where).toContain('X-CSRF-Token');
      if (spec.idempotent) expect(named('header'), where).toContain('Idempotency-Key');
      if (spec.query) {
        const fields = Object.keys((spec.query as { schema: object }).schema);
        expect(named('query').sort(), where).toEqual(fields.sort());
      }
    }
    const signUp = paths['/api/v1/auth/sign_up']?.post?.requestBody as {
      content: {
        'application/json': { schema: { required: string[]; properties: Record<string, unknown> } };
      };
    };
    const schema = signUp.content['application/json'].schema;
    expect(schema.required.sort()).toEqual(['email', 'name', 'password']);
    expect(schema.properties.email).toMatchObject({ type: 'string', format: 'email' });
    // Limits and patterns, as the server checks them (src/contract/structs.ts).
    expect(schema.properties.name).toMatchObject({ type: 'string', maxLength: 100 });
    const profile = paths['/api/v1/account/profile']?.put?.requestBody as typeof signUp;
    const bio = profile.content['application/json'].schema.properties.bio as { anyOf: unknown[] };
    expect(bio.anyOf).toContainEqual(expect.objectContaining({ maxLength: 280 }));
    const screen = paths['/api/v1/tools/screens/{id}']?.put?.parameters?.find(
      (parameter) => parameter.in === 'path',
    ) as { schema?: unknown } | undefined;
    expect(screen?.schema).toMatchObject({ type: 'string', format: 'uuid' });
  });
});
