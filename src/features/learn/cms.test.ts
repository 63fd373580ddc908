// Reading a lesson from the content service (spec §7 bearer credential; §8 "Content fetch non-200
// or exception gives an error flag").
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CMS_READ_TOKEN, type LessonDocument } from '@/contract/content';
import { ApiError } from '@/platform/api';
import { fetchLessonDocument } from './cms';

const lesson: LessonDocument = {
  slug: 'what-is-a-stock',
  position: 1,
  title: 'What is a stock?',
  type: 'text',
  component: null,
  completion_xp: 10,
  reward_cents: 0,
  preview: { summary: 'Owning a piece of a company.', minutes: 3, disclaimers: [] },
  sections: [{ content_type: 'text', blocks: [{ type: 'paragraph', text: 'A share is…' }] }],
  published: true,
};
const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('fetchLessonDocument', () => {
  it('asks with the read credential and returns the checked lesson', async () => {
    const fetcher = reply(200, lesson);
    expect(await fetchLessonDocument('what-is-a-stock', fetcher)).toEqual(lesson);
    expect(fetcher).toHaveBeenCalledWith('/cms/api/lessons/what-is-a-stock', {
      headers: { authorization: `Bearer ${DEFAULT_CMS_READ_TOKEN}`, accept: 'application/json' },
    });
  });

  it('a non-200 is an error carrying the status', async () => {
    const error = await fetchLessonDocument('x', reply(401, { error: 'no' })).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(await fetchLessonDocument('x', reply(404, {})).catch((e) => e)).toMatchObject({
      status: 404,
    });
  });

  it('an exception (offline) is an offline error', async () => {
    const fetcher = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    const error = await fetchLessonDocument('x', fetcher).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isOffline).toBe(true);
  });

  it('an answer that is not a lesson is an error, not a broken screen', async () => {
    const error = await fetchLessonDocument('x', reply(200, { slug: 'x' })).catch((e) => e);
    expect(error).toMatchObject({ kind: 'invalid-response' });
  });
});
