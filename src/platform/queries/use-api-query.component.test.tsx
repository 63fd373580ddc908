// @vitest-environment happy-dom
// An answer reaches the screen in a deferred render (a transition, which React renders in slices):
// the render the cache's notice forces keeps what was on screen, the next one shows the answer.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import { apiQueryKey, useApiQuery } from './use-api-query';
import { apiPagesKey, useApiPages } from './use-api-pages';

const ARGS = ['deferred answer'];
afterEach(() => queryClient.removeQueries({ queryKey: ['api'] }));

describe('answers render deferred', () => {
  it('useApiQuery: a render with the answer in the cache still shows loading, then the answer', async () => {
    const seen: string[] = [];
    let answer: (value: string) => void = () => {};
    const load = () => new Promise<string>((resolve) => (answer = resolve));
    function Probe() {
      const { state } = useApiQuery({ reads: [], args: ARGS, load });
      const cached = queryClient.getQueryData(apiQueryKey([], ARGS)) !== undefined;
      seen.push(`${cached ? 'cached' : 'empty'}:${state.status}`);
      return <p>{state.status === 'success' ? state.data : state.status}</p>;
    }
    render(<Probe />);
    await screen.findByText('loading');
    answer('figures');
    await screen.findByText('figures');
    expect(seen).toContain('cached:loading');
    expect(seen.at(-1)).toBe('cached:success');
  });

  it('useApiPages: the same for a list page', async () => {
    const seen: string[] = [];
    let answer: (value: string) => void = () => {};
    const load = () => new Promise<string>((resolve) => (answer = resolve));
    function Probe() {
      const { state } = useApiPages({ reads: [], args: ARGS, load, nextCursor: () => null });
      const cached = queryClient.getQueryData(apiPagesKey([], ARGS)) !== undefined;
      seen.push(`${cached ? 'cached' : 'empty'}:${state.status}`);
      return <p>{state.status === 'success' ? state.data.join() : state.status}</p>;
    }
    render(<Probe />);
    await screen.findByText('loading');
    answer('page one');
    await screen.findByText('page one');
    expect(seen).toContain('cached:loading');
    expect(seen.at(-1)).toBe('cached:success');
  });
});
