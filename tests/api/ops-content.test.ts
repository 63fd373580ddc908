// The console's content editor (/api/v1/ops/content; services/ops/content.ts): operators list a
// directory with its drafts, open a document as JSON and save it through the content service's
// own checks, with no editor credential in the browser (none is configured here at all): readers
// of the content service see a published save at once and never a draft. Malformed JSON or a
// document its directory's struct refuses is a 400 naming the field, and writes nothing; each save
// is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CMS_READ_TOKEN, type BlogPostDocument } from '@/contract/content';
import { setOperator } from '@server/services/ops/operators';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
let ops: Agent;
beforeAll(async () => {
  ctx = await createTestContext();
  const operator = await signedInAgent(ctx.agent(), 'Olive Operator');
  await setOperator(ctx.db, operator.email, true, new Date());
  ops = operator.agent;
});
afterAll(() => ctx.close());

const post = (slug: string, overrides: Partial<BlogPostDocument> = {}): BlogPostDocument => ({
  slug,
  title: 'Why we built a paper account',
  summary: 'Practice with pretend money before you risk your own.',
  published_on: '2026-11-20',
  author: 'The Stockroom team',
  body: [{ type: 'paragraph', text: 'Everyone starts somewhere.' }],
  published: true,
  ...overrides,
});
const save = (slug: string, document: unknown) =>
  ops.put(`/api/v1/ops/content/blog/${slug}`, {
    document_json: typeof document === 'string' ? document : JSON.stringify(document),
  });
const read = (slug: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/cms/api/blog/${slug}`,
    headers: { authorization: `Bearer ${DEFAULT_CMS_READ_TOKEN}` },
  });
const newestAction = async () =>
  (
    (await ops.get('/api/v1/ops/audit')).body.actions as { action: string; subject_id: string }[]
  )[0];

describe('the content editor', () => {
  it('creates a post readers see at once, then changes it; each save audited', async () => {
    const created = await save('paper-first', post('paper-first'));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ dir: 'blog', slug: 'paper-first', source: 'editor' });
    expect(JSON.parse(created.body.document_json as string)).toEqual(post('paper-first'));
    expect(await newestAction()).toMatchObject({
      action: 'content.create',
      subject_id: 'blog/paper-first',
    });
    expect(JSON.parse((await read('paper-first')).body)).toMatchObject({
      title: 'Why we built a paper account',
    });

    const changed = await save('paper-first', post('paper-first', { title: 'Paper first' }));
    expect(changed.status).toBe(200);
    expect(await newestAction()).toMatchObject({ action: 'content.update' });
    expect(JSON.parse((await read('paper-first')).body)).toMatchObject({ title: 'Paper first' });

    const listed = await ops.get('/api/v1/ops/content/blog');
    expect(listed.body.documents).toContainEqual(
      expect.objectContaining({ slug: 'paper-first', title: 'Paper first', published: true }),
    );
    const opened = await ops.get('/api/v1/ops/content/blog/paper-first');
    expect(opened.body).toMatchObject({ slug: 'paper-first', published: true });
  });

  it('keeps a draft out of the content service but in the editor’s list', async () => {
    expect((await save('a-draft', post('a-draft', { published: false }))).status).toBe(200);
    expect((await read('a-draft')).statusCode).toBe(404);
    const listed = await ops.get('/api/v1/ops/content/blog');
    expect(listed.body.documents).toContainEqual(
      expect.objectContaining({ slug: 'a-draft', published: false, source: 'editor' }),
    );
    expect((await ops.get('/api/v1/ops/content/blog/a-draft')).status).toBe(200);
  });

  it('refuses what is not a document of the directory, naming the field, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      ['{"slug": "broken", ', 'document_json'],
      [post('broken', { title: '' }), 'title'],
      [{ ...post('broken'), body: 'not blocks' }, 'body'],
      [post('another-slug'), 'slug'],
    ];
    for (const [document, field] of cases) {
      const before = await dbSnapshot(ctx.db);
      const refused = await save('broken', document);
      expect(refused.status, field).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid_input', field });
      expect(await dbSnapshot(ctx.db)).toBe(before);
    }
    const missing = await ops.get('/api/v1/ops/content/blog/broken');
    expect(missing.status).toBe(404);
    const noDir = await ops.get('/api/v1/ops/content/recipes');
    expect(noDir.status).toBe(400);
    expect(noDir.body).toMatchObject({ field: 'dir' });
  });
});
