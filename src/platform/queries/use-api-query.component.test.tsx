// @vitest-environment happy-dom
// An answer reaches the screen in a deferred render (a transition, which React renders in slices):
// the render the cache's notice forces keeps what was on screen, the next one shows the answer.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueryState } from '@/platform/api';
import { queryClient } from './query-client';
import { apiQueryKey, useApiQuery } from './use-api-query';
import { apiPagesKey, useApiPages } from './use-api-pages';

const ARGS = ['deferred answer'];
afterEach(() => queryClient.removeQueries({ queryKey: ['api'] }));

/**
 * Renders what `useShown` shows while its load waits, then answers it with `text`: resolves with
 * every render's "cache:screen" pair (`cached:loading` is the deferred render's urgent one).
 */
async function rendersUntilAnswered(
  key: readonly unknown[],
  useShown: (load: () => Promise<string>) => QueryState<string>,
  text: string,
): Promise<string[]> {
  const seen: string[] = [];
  let answer: (value: string) => void = () => {};
  const load = () => new Promise<string>((resolve) => (answer = resolve));
  function Probe() {
    const state = useShown(load);
    const cached = queryClient.getQueryData(key) !== undefined;
    seen.push(`${cached ? 'cached' : 'empty'}:${state.status}`);
    return <p>{state.status === 'success' ? state.data : state.status}</p>;
  }
  render(<Probe />);
  await screen.findByText('loading');
  answer(text);
  await screen.findByText(text);
  return seen;
}

describe('answers render deferred', () => {
  it('useApiQuery: a render with the answer in the cache still shows loading, then the answer', async () => {
    const seen = await rendersUntilAnswered(
      apiQueryKey([], ARGS),
      (load) => useApiQuery({ reads: [], args: ARGS, load }).state,
      'figures',
    );
    expect(seen).toContain('cached:loading');
    expect(seen.at(-1)).toBe('cached:success');
  });

  it('useApiPages: the same for a list page', async () => {
    const seen = await rendersUntilAnswered(
      apiPagesKey([], ARGS),
      (load) => {
        const { state } = useApiPages({ reads: [], args: ARGS, load, nextCursor: () => null });
        return state.status === 'success' ? { status: 'success', data: state.data.join() } : state;
      },
      'page one',
    );
    expect(seen).toContain('cached:loading');
    expect(seen.at(-1)).toBe('cached:success');
  });
});
