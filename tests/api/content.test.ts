// The content service (spec §7; bad input as DESIGN.md "Input" says): every path under /cms/api
// answers 401 without a valid bearer credential; the read credential reads and never writes; the
// editor secret writes documents checked against their structs (malformed → 400 naming the field,
// nothing written); the repo's seed files load, each once, and never overwrite an editor's change.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CMS_READ_TOKEN, type LessonDocument } from '@/contract/content';
import { readSeedFiles, seedContent } from '@server/content/seed';
import { contentDocuments } from '@server/db/schema';
import { createTestContext, type TestContext } from '../support/test-app';

const EDITOR = 'an-editor-secret-of-enough-length-42';
const READ = { authorization: `Bearer ${DEFAULT_CMS_READ_TOKEN}` };
const EDIT = { authorization: `Bearer ${EDITOR}` };
const REPO_CONTENT = resolve(__dirname, '../../content');

let ctx: TestContext;
const scratch = mkdtempSync(join(tmpdir(), 'stockroom-content-'));
beforeAll(async () => {
  ctx = await createTestContext({
    cms: { readToken: DEFAULT_CMS_READ_TOKEN, editorToken: EDITOR },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(scratch, { recursive: true, force: true });
});

function call(method: 'GET' | 'PUT', url: string, headers = {}, payload?: unknown) {
  const options: InjectOptions = { method, url, headers };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return ctx.app.inject(options);
}

function lesson(slug: string, overrides: Partial<LessonDocument> = {}): LessonDocument {
  return {
    slug,
    position: 1,
    title: 'What a share is',
    type: 'text',
    component: null,
    completion_xp: 10,
    reward_cents: 0,
    preview: { summary: 'A share is a small piece of a company.', minutes: 3, disclaimers: [] },
    sections: [{ content_type: 'text', blocks: [{ type: 'paragraph', text: 'A share is…' }] }],
    published: true,
    ...overrides,
  };
}

describe('credentials', () => {
  it('answers 401 on every path under /cms/api without a valid bearer credential', async () => {
    const paths = ['/cms/api', '/cms/api/lessons', '/cms/api/lessons/x', '/cms/api/no/such/path'];
    const wrong = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Basic ${Buffer.from(`x:${DEFAULT_CMS_READ_TOKEN}`).toString('base64')}` },
      { authorization: `bearer${DEFAULT_CMS_READ_TOKEN}` },
    ];
    for (const path of paths) {
      for (const headers of wrong) {
        const response = await call('GET', path, headers);
        expect([path, headers, response.statusCode]).toEqual([path, headers, 401]);
        expect(response.headers['www-authenticate']).toBe('Bearer realm="content"');
      }
    }
  });

  it('reads with the read credential but never writes with it', async () => {
    expect((await call('GET', '/cms/api/lessons', READ)).statusCode).toBe(200);
    const put = await call('PUT', '/cms/api/lessons/read-only', READ, lesson('read-only'));
    expect(put.statusCode).toBe(401);
    const rows = await ctx.db
      .select()
      .from(contentDocuments)
      .where(eq(contentDocuments.slug, 'read-only'));
    expect(rows).toEqual([]);
  });

  it('without CMS_EDITOR_TOKEN nobody can edit', async () => {
    const bare = await createTestContext();
    try {
      for (const headers of [READ, EDIT]) {
        const put = await bare.app.inject({
          method: 'PUT',
          url: '/cms/api/lessons/nobody',
          headers,
          payload: lesson('nobody'),
        });
        expect(put.statusCode).toBe(401);
      }
    } finally {
      await bare.close();
    }
  });
});

describe('the editor endpoint', () => {
  it('creates, replaces, hides a draft and refuses malformed documents naming the field', async () => {
    const created = await call('PUT', '/cms/api/lessons/editor-one', EDIT, lesson('editor-one'));
    expect(created.statusCode).toBe(201);
    const read = await call('GET', '/cms/api/lessons/editor-one', READ);
    expect(read.json()).toMatchObject({ slug: 'editor-one', title: 'What a share is' });

    const replaced = await call(
      'PUT',
      '/cms/api/lessons/editor-one',
      EDIT,
      lesson('editor-one', { title: 'What a share is, again' }),
    );
    expect(replaced.statusCode).toBe(200);
    expect((await call('GET', '/cms/api/lessons/editor-one', READ)).json().title).toBe(
      'What a share is, again',
    );

    const before = await ctx.db.select().from(contentDocuments);
    const bad: Array<[unknown, string]> = [
      [{ ...lesson('editor-one'), completion_xp: 101 }, 'completion_xp'],
      [{ ...lesson('editor-one'), type: 'video' }, 'type'],
      [
        {
          ...lesson('editor-one'),
          sections: [{ content_type: 'sponsorIntro', partner: 'acme', headline: 'x', text: 'y' }],
        },
        'sections.0',
      ],
      [{ ...lesson('editor-one'), extra: true }, 'extra'],
      [lesson('another-slug'), 'slug'],
      [[1, 2], 'body'],
    ];
    for (const [payload, field] of bad) {
      const response = await call('PUT', '/cms/api/lessons/editor-one', EDIT, payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json().field).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    expect(await ctx.db.select().from(contentDocuments)).toEqual(before);

    await call(
      'PUT',
      '/cms/api/lessons/editor-one',
      EDIT,
      lesson('editor-one', { published: false }),
    );
    expect((await call('GET', '/cms/api/lessons/editor-one', READ)).statusCode).toBe(404);
  });

  it('names a bad directory, slug or page size', async () => {
    expect((await call('GET', '/cms/api/videos', READ)).statusCode).toBe(404);
    const slug = await call('GET', '/cms/api/lessons/Not_A_Slug', READ);
    expect([slug.statusCode, slug.json().field]).toEqual([400, 'slug']);
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1']) {
      const response = await call('GET', `/cms/api/news?${query}`, READ);
      expect([query, response.statusCode, response.json().field]).toEqual([
        query,
        400,
        query.split('=')[0],
      ]);
    }
  });
});

describe('seed files', () => {
  it('the repo seeds at least 12 lessons, 6 blog posts, 6 news articles, 3 audio items, famous investors and marketing copy', async () => {
    const files = await readSeedFiles(REPO_CONTENT);
    const count = (dir: string) => files.filter((file) => file.dir === dir).length;
    expect(count('lessons')).toBeGreaterThanOrEqual(12);
    expect(count('blog')).toBeGreaterThanOrEqual(6);
    expect(count('news')).toBeGreaterThanOrEqual(6);
    expect(count('audio')).toBeGreaterThanOrEqual(3);
    expect(count('investors')).toBeGreaterThanOrEqual(5);
    expect(count('copy')).toBeGreaterThanOrEqual(3);
    const positions = files
      .filter((file) => file.dir === 'lessons')
      .map((file) => file.document.position as number)
      .sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, index) => index + 1));

    const fresh = await createTestContext();
    try {
      expect(await seedContent(fresh.db, REPO_CONTENT)).toBe(files.length);
      expect(await seedContent(fresh.db, REPO_CONTENT)).toBe(0);
      const listed = await fresh.app.inject({ url: '/cms/api/lessons?limit=100', headers: READ });
      const slugs = (listed.json() as { items: LessonDocument[] }).items.map((l) => l.position);
      expect(slugs).toEqual(positions);
      // Famous investors (the famous investors screen) and marketing copy, by slug.
      const investors = await fresh.app.inject({ url: '/cms/api/investors', headers: READ });
      expect(investors.statusCode).toBe(200);
      const names = (investors.json() as { items: Array<{ slug: string }> }).items.map(
        (i) => i.slug,
      );
      expect(names).toEqual([...names].sort());
      expect(names).toContain('benjamin-graham');
      const listing = await fresh.app.inject({ url: '/cms/api/copy/store-listing', headers: READ });
      expect(listing.json()).toMatchObject({ slug: 'store-listing', published: true });
    } finally {
      await fresh.close();
    }
  });

  it('keeps an editor’s change when seeding again, and names a broken seed file', async () => {
    const dir = join(scratch, 'content');
    mkdirSync(join(dir, 'lessons'), { recursive: true });
    writeFileSync(join(dir, 'lessons', '01.json'), JSON.stringify(lesson('seeded-lesson')));
    expect(await seedContent(ctx.db, dir)).toBe(1);
    await call(
      'PUT',
      '/cms/api/lessons/seeded-lesson',
      EDIT,
      lesson('seeded-lesson', { title: 'Edited by a person' }),
    );
    expect(await seedContent(ctx.db, dir)).toBe(0);
    expect((await call('GET', '/cms/api/lessons/seeded-lesson', READ)).json().title).toBe(
      'Edited by a person',
    );

    writeFileSync(join(dir, 'lessons', '02.json'), JSON.stringify({ ...lesson('x'), position: 0 }));
    await expect(readSeedFiles(dir)).rejects.toThrow('content/lessons/02.json: position');
    writeFileSync(join(dir, 'lessons', '02.json'), '{ not json');
    await expect(readSeedFiles(dir)).rejects.toThrow('content/lessons/02.json is not valid JSON');
  });
});
