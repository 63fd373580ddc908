// Document upload (spec §3): JPEG, PNG or PDF by content, not by name or declared type;
// size-limited; stored encrypted under the documents directory (outside the web root, never
// served); a bad file gets 400/413/415 naming the field, and nothing is written.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveAccountDeps } from '@server/services/live-accounts/deps';
import { readDocument, sniffDocumentType } from '@server/services/live-accounts/documents';
import { documentFlowFor } from '@server/services/live-accounts/flow';
import { signedInAgent, type Agent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';
import { EXE_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './live-accounts-fixtures';

const MAX_BYTES = 64 * 1024;
const documentsDir = mkdtempSync(join(tmpdir(), 'stockroom-docs-test-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ liveAccounts: { documentsDir, documentMaxBytes: MAX_BYTES } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

const upload = (agent: Agent, bytes: Buffer | string, contentType: string, kind?: string) =>
  agent.post('/api/v1/live_accounts/documents', bytes, {
    headers: { 'content-type': contentType },
    ...(kind ? { query: { kind } } : {}),
  });

type Doc = { id: string; kind: string; content_type: string; size_bytes: number };

describe('document upload', () => {
  it('accepts a PNG, a PDF and a JPEG, typed by their first bytes whatever the declared type', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const png = await upload(agent, PNG_BYTES, 'image/png');
    expect(png.status).toBe(201);
    expect(png.body.document).toMatchObject({
      kind: 'identity',
      content_type: 'image/png',
      size_bytes: PNG_BYTES.length,
    });
    // A PDF sent as application/octet-stream (or mislabelled) is still a PDF.
    const pdf = await upload(agent, PDF_BYTES, 'application/octet-stream', 'proof_of_address');
    expect(pdf.status).toBe(201);
    expect(pdf.body.document).toMatchObject({
      kind: 'proof_of_address',
      content_type: 'application/pdf',
    });
    const jpeg = await upload(agent, JPEG_BYTES, 'image/png');
    expect(jpeg.status).toBe(201);
    expect((jpeg.body.document as Doc).content_type).toBe('image/jpeg');

    const progress = await agent.get('/api/v1/live_accounts');
    expect((progress.body.documents as Doc[]).map((d) => d.content_type)).toEqual([
      'image/png',
      'application/pdf',
      'image/jpeg',
    ]);
    expect(progress.body.document_flow).toBe(documentFlowFor(id));
    expect((await agent.get('/api/v1/live_accounts/status')).body.document_count).toBe(3);

    // Stored encrypted on disk, readable with the key, and not under any served path.
    const docId = (png.body.document as Doc).id;
    const onDisk = readFileSync(join(documentsDir, `${docId}.bin`));
    expect(onDisk.includes(PNG_BYTES.subarray(0, 8))).toBe(false);
    const deps = await liveAccountDeps(ctx.db, ctx.deps.market.now, { documentsDir });
    expect((await readDocument(deps, id, docId)).equals(PNG_BYTES)).toBe(true);
    const served = await agent.get(`/documents/${docId}.bin`);
    expect(served.status).not.toBe(200);
  });

  it('rejects a renamed .exe, a text file and JSON with 415 naming the field, writing nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const files = readdirSync(documentsDir).length;
    const before = await dbSnapshot(ctx.db);
    for (const [bytes, type] of [
      [EXE_BYTES, 'image/png'],
      [Buffer.from('just some text, honestly a passport'), 'application/pdf'],
      [Buffer.from('{"document":"x"}'), 'application/json'],
      [Buffer.from('PDF-1.4 without the percent'), 'application/pdf'],
    ] as const) {
      const response = await upload(agent, bytes, type);
      expect(response.status, type).toBe(415);
      expect(response.body).toMatchObject({
        field: 'document',
        error: 'document must be a JPEG, PNG or PDF file.',
      });
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
    expect(readdirSync(documentsDir)).toHaveLength(files);
  });

  it('rejects an empty body with 400 and an oversize file with 413, naming the field', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    const empty = await agent.post('/api/v1/live_accounts/documents');
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('document');

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_BYTES)]);
    const tooLarge = await upload(agent, big, 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      field: 'document',
      error: `document is too large: the limit is ${MAX_BYTES} bytes.`,
    });
    expect(await dbSnapshot(ctx.db)).toBe(before);

    const badKind = await upload(agent, PNG_BYTES, 'image/png', 'selfie');
    expect(badKind.status).toBe(400);
    expect(badKind.body.field).toBe('kind');
    expect(await dbSnapshot(ctx.db)).toBe(before);

    // The JSON routes keep their own 64 KiB limit.
    const json = await agent.put('/api/v1/live_accounts/steps/name', {
      first_name: 'x'.repeat(70 * 1024),
      last_name: 'y',
    });
    expect(json.status).toBe(413);
  });

  it('answers 401 without a session, and 403 without the CSRF token', async () => {
    const agent = ctx.agent();
    await agent.csrf();
    let before = await dbSnapshot(ctx.db);
    expect((await upload(agent, PNG_BYTES, 'image/png')).status).toBe(401);
    expect(await dbSnapshot(ctx.db)).toBe(before);
    const { agent: signed } = await signedInAgent(ctx.agent());
    before = await dbSnapshot(ctx.db);
    const forged = await signed.post('/api/v1/live_accounts/documents', PNG_BYTES, {
      csrf: false,
      headers: { 'content-type': 'image/png' },
    });
    expect(forged.status).toBe(403);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('sniffs types by magic bytes only', () => {
    expect(sniffDocumentType(PNG_BYTES)).toBe('image/png');
    expect(sniffDocumentType(PDF_BYTES)).toBe('application/pdf');
    expect(sniffDocumentType(JPEG_BYTES)).toBe('image/jpeg');
    expect(sniffDocumentType(EXE_BYTES)).toBeNull();
    expect(sniffDocumentType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
