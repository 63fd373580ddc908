// Offline drafts (drafts.ts): posted once and removed only after a 201, kept on a network failure,
// set aside when the server refuses them, and never posted twice by two tabs syncing at once.
// Dexie runs on fake-indexeddb; the Web Lock is a small in-process stand-in with the same
// exclusive, queued semantics; the poster is injected so each test controls the answers.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateThoughtRequest, Post, PostCreated } from '@/contract/community';
import { ApiError } from '@/platform/api';
import { stockroomDb } from '@/platform/offline/db';
import { saveThoughtDraft, syncThoughtDrafts, thoughtDrafts } from './drafts';

const ME = '11111111-1111-4111-8111-111111111111';
const SOMEONE = '22222222-2222-4222-8222-222222222222';
const request: CreateThoughtRequest = {
  symbol: 'MSFT',
  pro_or_con: 'con',
  body: 'Written on the train without signal',
};
const created = { post: {} as Post, karma: { karmaTotal: 5, reachedDailyMax: false } };

/** navigator.locks.request: one holder at a time per name, the others wait in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, run: () => Promise<unknown>) => {
      const result = (tails.get(name) ?? Promise.resolve()).then(run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

const rows = () => stockroomDb().drafts.toArray();

beforeEach(async () => {
  vi.stubGlobal('navigator', { locks: fakeLocks() });
  await stockroomDb().drafts.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('thought drafts', () => {
  it('posts a draft once and removes it after the answer', async () => {
    const draft = await saveThoughtDraft(ME, request);
    expect(draft.key).toMatch(/^thought:[0-9a-f-]{36}$/);
    const post = vi.fn(async () => created as PostCreated);
    expect(await syncThoughtDrafts(ME, post)).toBe(0);
    // The draft's id goes along as the Idempotency-Key, so a lost answer never doubles the post.
    expect(post).toHaveBeenCalledExactlyOnceWith(request, expect.stringMatching(/^thought:/));
    expect(await rows()).toEqual([]);
    expect(thoughtDrafts.value).toEqual([]);
  });

  it('two tabs syncing at once post it exactly once', async () => {
    await saveThoughtDraft(ME, request);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const post = vi.fn(async () => {
      await answered; // a slow server: the second tab starts while the first waits
      return created as PostCreated;
    });
    const first = syncThoughtDrafts(ME, post);
    const second = syncThoughtDrafts(ME, post);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([first, second]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(await rows()).toEqual([]);
  });

  it('keeps the draft when the network fails, and posts it next time', async () => {
    await saveThoughtDraft(ME, request);
    const offline = vi.fn(async (): Promise<PostCreated> => {
      throw new ApiError('network', 'Network request failed');
    });
    expect(await syncThoughtDrafts(ME, offline)).toBe(1);
    expect(await rows()).toHaveLength(1);
    const online = vi.fn(async () => created as PostCreated);
    expect(await syncThoughtDrafts(ME, online)).toBe(0);
    expect(online).toHaveBeenCalledOnce();
  });

  it('sets aside a draft the server refuses, with the reason, and does not retry it', async () => {
    await saveThoughtDraft(ME, request);
    const refuse = vi.fn(async (): Promise<PostCreated> => {
      throw new ApiError(
        'http',
        'body must be at least 10 characters.',
        400,
        'body',
        'invalid_input',
      );
    });
    expect(await syncThoughtDrafts(ME, refuse)).toBe(0);
    expect(thoughtDrafts.value[0]?.failure).toBe('body must be at least 10 characters.');
    await syncThoughtDrafts(ME, refuse);
    expect(refuse).toHaveBeenCalledOnce();
  });

  it('posts only the signed-in writer’s drafts', async () => {
    await saveThoughtDraft(SOMEONE, request);
    const post = vi.fn(async () => created as PostCreated);
    expect(await syncThoughtDrafts(ME, post)).toBe(0);
    expect(post).not.toHaveBeenCalled();
    expect(await rows()).toHaveLength(1);
  });
});
