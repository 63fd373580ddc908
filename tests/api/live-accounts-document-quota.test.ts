// The per-member document quota (services/live-accounts/documents.ts): at most
// DOCUMENT_QUOTA_COUNT documents and DOCUMENT_QUOTA_BYTES in all per member, so one account cannot
// fill the disk with uploads. Past it: 409 naming the field, and neither a file nor a row is
// written; parallel uploads at the edge let exactly the allowed number through.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@server/config';
import { liveAccountDocuments } from '@server/db/schema';
import {
  DEFAULT_DOCUMENT_QUOTA_BYTES,
  DEFAULT_DOCUMENT_QUOTA_COUNT,
  liveAccountDeps,
} from '@server/services/live-accounts/deps';
import { signedInAgent, type Agent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';
import { PNG_BYTES } from './live-accounts-fixtures';

const QUOTA_COUNT = 3;
const QUOTA_BYTES = 3000;
const MAX_BYTES = 2000;
const COUNT_ERROR = `document cannot be stored: you have uploaded the most documents allowed (${QUOTA_COUNT}).`;
const BYTES_ERROR = `document cannot be stored: your documents would exceed ${QUOTA_BYTES} bytes in all.`;

const documentsDir = mkdtempSync(join(tmpdir(), 'stockroom-docs-quota-test-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    liveAccounts: {
      documentsDir,
      documentMaxBytes: MAX_BYTES,
      documentQuotaCount: QUOTA_COUNT,
      documentQuotaBytes: QUOTA_BYTES,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

/** A PNG (by its first bytes) of exactly `size` bytes. */
const pngOf = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);

const upload = (agent: Agent, bytes: Buffer) =>
  agent.post('/api/v1/live_accounts/documents', bytes, {
    headers: { 'content-type': 'image/png' },
  });

const files = () => readdirSync(documentsDir).sort();
const storedFor = (userId: string) =>
  ctx.db.select().from(liveAccountDocuments).where(eq(liveAccountDocuments.userId, userId));

/** Uploads `bytes`, expecting a 409 naming the field with `error`, and nothing written. */
async function expectRefused(agent: Agent, bytes: Buffer, error: string): Promise<void> {
  const filesBefore = files();
  const before = await dbSnapshot(ctx.db);
  const response = await upload(agent, bytes);
  expect(response.status).toBe(409);
  expect(response.body).toEqual({ error, code: 'conflict', field: 'document' });
  expect(await dbSnapshot(ctx.db)).toBe(before);
  expect(files()).toEqual(filesBefore);
}

describe('document quota', () => {
  it('stores up to the number of documents allowed, then refuses the next with 409', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    for (let i = 0; i < QUOTA_COUNT; i++) {
      expect((await upload(agent, pngOf(100))).status).toBe(201);
    }
    await expectRefused(agent, pngOf(100), COUNT_ERROR);
    await expectRefused(agent, PNG_BYTES, COUNT_ERROR);
    expect(await storedFor(id)).toHaveLength(QUOTA_COUNT);

    // The quota is the member's own: someone else still uploads.
    const { agent: other } = await signedInAgent(ctx.agent());
    expect((await upload(other, pngOf(100))).status).toBe(201);
  });

  it('stores up to the bytes allowed in all, exactly to the limit, then refuses more', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    expect((await upload(agent, pngOf(1500))).status).toBe(201);
    expect((await upload(agent, pngOf(1400))).status).toBe(201);
    // 2900 stored: 200 more would be 3100 (the count, 2 of 3, is not what refuses it).
    await expectRefused(agent, pngOf(200), BYTES_ERROR);
    expect((await upload(agent, pngOf(100))).status).toBe(201); // exactly 3000
    expect((await storedFor(id)).reduce((total, row) => total + row.sizeBytes, 0)).toBe(
      QUOTA_BYTES,
    );
  });

  it('lets exactly the free slots through when uploads race for the last ones', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await agent.csrf();
    expect((await upload(agent, pngOf(100))).status).toBe(201);
    const filesBefore = files().length;
    const responses = await Promise.all(Array.from({ length: 6 }, () => upload(agent, pngOf(100))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toEqual({ error: COUNT_ERROR, code: 'conflict', field: 'document' });
    }
    expect(await storedFor(id)).toHaveLength(QUOTA_COUNT);
    expect(files()).toHaveLength(filesBefore + 2);
  });

  it('lets exactly the bytes left through when large uploads race', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const filesBefore = files().length;
    // 1200 bytes each: two fit in 3000, a third would not (the count would allow three).
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => upload(agent, pngOf(1200))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toEqual({ error: BYTES_ERROR, code: 'conflict', field: 'document' });
    }
    expect(await storedFor(id)).toHaveLength(2);
    expect(files()).toHaveLength(filesBefore + 2);
  });

  it('defaults to 20 documents and 50 MiB, overridable by DOCUMENT_QUOTA_COUNT/_BYTES', async () => {
    expect(DEFAULT_DOCUMENT_QUOTA_COUNT).toBe(20);
    expect(DEFAULT_DOCUMENT_QUOTA_BYTES).toBe(50 * 1024 * 1024);
    const deps = await liveAccountDeps(ctx.db, ctx.deps.market.now, { documentsDir });
    expect(deps.documentQuotaCount).toBe(DEFAULT_DOCUMENT_QUOTA_COUNT);
    expect(deps.documentQuotaBytes).toBe(DEFAULT_DOCUMENT_QUOTA_BYTES);
    expect(readConfig({}).liveAccounts).toMatchObject({
      documentQuotaCount: 20,
      documentQuotaBytes: 50 * 1024 * 1024,
    });
    expect(
      readConfig({ DOCUMENT_QUOTA_COUNT: '5', DOCUMENT_QUOTA_BYTES: '1048576' }).liveAccounts,
    ).toMatchObject({ documentQuotaCount: 5, documentQuotaBytes: 1048576 });
    expect(() => readConfig({ DOCUMENT_QUOTA_COUNT: 'many' })).toThrow(
      'DOCUMENT_QUOTA_COUNT must be a whole number',
    );
  });
});
