// The device copy of news and audio (content-cache.ts): kept on every successful read, answered
// when the content service cannot be reached, never for a 404 (unpublished since).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { string, type } from 'superstruct';
import { ApiError } from '@/platform/api';
import { readContent } from './content-cache';

const Doc = type({ slug: string() });

/** A Cache Storage of one cache, enough for put and match. */
function fakeCaches() {
  const store = new Map<string, string>();
  const cache = {
    put: async (key: string, response: Response) => void store.set(key, await response.text()),
    match: async (key: string) => (store.has(key) ? new Response(store.get(key)) : undefined),
  };
  return { open: async () => cache, store };
}

let caches: ReturnType<typeof fakeCaches>;
beforeEach(() => {
  caches = fakeCaches();
  vi.stubGlobal('caches', caches);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

describe('readContent', () => {
  it('keeps what it read, and answers with it when the network fails', async () => {
    answer(200, { slug: 'a-talk' });
    expect(await readContent('audio/a-talk', Doc, 'the recording')).toEqual({
      data: { slug: 'a-talk' },
      fromDevice: false,
    });
    await vi.waitFor(() => expect(caches.store.has('/cms/api/audio/a-talk')).toBe(true));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await readContent('audio/a-talk', Doc, 'the recording')).toEqual({
      data: { slug: 'a-talk' },
      fromDevice: true,
    });
  });

  it('raises the error flag without a copy, and never answers a 404 from the device', async () => {
    answer(500, { error: 'down' });
    await expect(readContent('news', Doc, 'the news')).rejects.toThrow(
      'The news could not be loaded (the content service answered 500).',
    );
    caches.store.set('/cms/api/news/gone', JSON.stringify({ slug: 'gone' }));
    answer(404, { error: 'missing' });
    const error = await readContent('news/gone', Doc, 'the article').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
