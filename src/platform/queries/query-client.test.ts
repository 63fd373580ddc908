// @vitest-environment happy-dom
// When a screen part mounting asks again for an answer the cache holds: not for one that came in
// during this visit of the screen (two parts of home reading one portfolio, a landing screen's data
// asked for before it mounted), but always on another screen, for one a change made stale, and for
// one older than MOUNT_FRESH_MS.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOUNT_FRESH_MS, noteScreenVisit, queryClient } from './query-client';

/** A key no other test file's query has (the client outlives test files). */
const KEY = ['api', ['GET /query-client-test'], 'simulated'];

/** Mounts an observer of the query (as useQuery does) and waits for its fetch, if any. */
async function mount(load: () => Promise<number>) {
  noteScreenVisit(); // as useApiQuery does as it renders
  const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn: load });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  return unsubscribe;
}

describe('the query client on mount', () => {
  let screen = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A screen of its own, entered at this test's clock: the module outlives test files (one
    // module graph per worker), and a file before may have set its clock anywhere.
    history.pushState(null, '', `/app/screen-${++screen}`);
  });
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('does not ask again for an answer just in, and asks once it is older', async () => {
    const load = vi.fn(async () => 1);
    const first = await mount(load);
    const second = await mount(load);
    expect(load).toHaveBeenCalledTimes(1);
    first();
    second();
    vi.setSystemTime(Date.now() + MOUNT_FRESH_MS);
    (await mount(load))();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again on another screen for an answer just in, then not again on that screen', async () => {
    const load = vi.fn(async () => 1);
    (await mount(load))();
    history.pushState(null, '', '/app/portfolio');
    (await mount(load))();
    expect(load).toHaveBeenCalledTimes(2);
    (await mount(load))();
    expect(load).toHaveBeenCalledTimes(2);
    // Back to the screen before: entered again, so asked again.
    history.back();
    await vi.waitFor(() => expect(location.pathname).not.toBe('/app/portfolio'));
    (await mount(load))();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks again at once for an answer a change made stale, even one just in', async () => {
    const load = vi.fn(async () => 1);
    (await mount(load))();
    // Off screen, so the change only marks it: the next mount must ask.
    await queryClient.invalidateQueries({ queryKey: ['api'] });
    (await mount(load))();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
