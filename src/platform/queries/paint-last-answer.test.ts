// A landing screen's query painted from the device's last answer (paintLastAnswer): only while
// the cache holds nothing fresher, with the time the answer was given, so the screen can say when
// its figures are from; an answer of the network that came first is never overwritten. And the
// device's copy stays marked as such (keptAnswerTime) however equal the answers that follow it.
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@/contract/endpoint';
import { keptAnswerTime, markKeptAnswer } from '@/platform/api/client';
import { queryClient } from './query-client';
import { apiQueryKey, type ApiQuery, paintLastAnswer } from './use-api-query';

// Keys no other test file's queries have (the client outlives test files).
const reads = [{ method: 'GET', path: '/paint-last-answer-test' } as unknown as AnyEndpoint];
const KEPT_AT = Date.parse('2026-11-27T21:40:00Z');

function query(last: ApiQuery<number>['last']): ApiQuery<number> {
  return { reads, args: [Math.random()], load: () => Promise.resolve(2), last };
}

describe('painting the last answer', () => {
  afterEach(() => queryClient.removeQueries({ queryKey: apiQueryKey(reads) }));

  it('puts the kept answer in the cache with the time it was given', async () => {
    const painted = query(() => Promise.resolve({ data: 1, at: KEPT_AT }));
    expect(await paintLastAnswer(painted)).toBe(1);
    const state = queryClient.getQueryState(apiQueryKey(reads, painted.args));
    expect(state?.data).toBe(1);
    expect(state?.dataUpdatedAt).toBe(KEPT_AT);
  });

  it('leaves an answer already there, and one that came while the copy was read', async () => {
    const there = query(() => Promise.reject(new Error('not asked')));
    queryClient.setQueryData(apiQueryKey(reads, there.args), 2);
    expect(await paintLastAnswer(there)).toBe(2);

    let give = (_: { data: number; at: number }) => {};
    const late = query(() => new Promise((resolve) => (give = resolve)));
    const painting = paintLastAnswer(late);
    queryClient.setQueryData(apiQueryKey(reads, late.args), 3);
    give({ data: 1, at: KEPT_AT });
    expect(await painting).toBe(3);
    expect(queryClient.getQueryData(apiQueryKey(reads, late.args))).toBe(3);
  });

  it('paints nothing when the device kept nothing or cannot read it', async () => {
    const none = query(() => Promise.resolve(undefined));
    expect(await paintLastAnswer(none)).toBeUndefined();
    const refused = query(() => Promise.reject(new Error('storage refused')));
    expect(await paintLastAnswer(refused)).toBeUndefined();
    expect(await paintLastAnswer(query(undefined))).toBeUndefined();
  });
});

describe("the device's copy beside an equal answer", () => {
  const key = apiQueryKey(reads, ['sharing']);
  const figures = () => ({ cash: 100, positions: [{ symbol: 'MSFT', shares: 2 }] });
  /** The cache's answer once `value` came in (fetchQuery resolves with `value` itself). */
  const answer = async (value: object) => {
    await queryClient.fetchQuery({ queryKey: key, queryFn: () => value });
    return queryClient.getQueryData<ReturnType<typeof figures>>(key);
  };
  afterEach(() => queryClient.removeQueries({ queryKey: key }));

  it('a fresh answer equal to the kept one is shown as fresh', async () => {
    const kept = figures();
    markKeptAnswer(kept, KEPT_AT);
    queryClient.setQueryData(key, kept, { updatedAt: KEPT_AT });
    expect(keptAnswerTime(await answer(figures()))).toBeUndefined();
  });

  it('a kept answer equal to the fresh one on screen is shown as kept', async () => {
    await answer(figures());
    const kept = figures();
    markKeptAnswer(kept, KEPT_AT);
    expect(keptAnswerTime(await answer(kept))).toBe(KEPT_AT);
  });

  it('two fresh answers still share their unchanged parts', async () => {
    const first = await answer(figures());
    const second = await answer({ ...figures(), cash: 90 });
    expect(second).not.toBe(first);
    expect(second?.positions).toBe(first?.positions);
  });
});
