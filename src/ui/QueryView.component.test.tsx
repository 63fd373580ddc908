// @vitest-environment happy-dom
// The states of every data screen (QueryView): loading, error with Try again, 404, empty, data,
// and offline, both a screen seen before (its last data, said to be the last) and one never seen
// (why it is empty). Back online it loads again by itself.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type QueryState } from '@/platform/api';
import { goOffline, goOnline } from '../../tests/support/component-network';
import { QueryView } from './QueryView';

interface Watchlist {
  as_of?: string;
  symbols: string[];
}

function view(state: QueryState<Watchlist>, extra: { staleNotice?: boolean } = {}) {
  const reload = vi.fn();
  render(
    <QueryView
      state={state}
      reload={reload}
      loadingLabel="Loading your watchlist"
      isEmpty={(data) => data.symbols.length === 0}
      empty={<p>Your watchlist is empty.</p>}
      notFound={<p>No such watchlist.</p>}
      {...extra}
    >
      {(data) => (
        <ul aria-label="Watchlist">
          {data.symbols.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
  return reload;
}

const NEVER_SEEN =
  'You are offline, and this screen has not been saved on this device yet. Connect to load it.';

describe('QueryView', () => {
  it('says what is loading in a status', () => {
    view({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading your watchlist');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the server's error in an alert, and Try again reloads", async () => {
    const reload = view({
      status: 'error',
      error: new ApiError('http', 'The watchlist could not be read.', 500, undefined, 'internal'),
    });
    expect(screen.getByRole('alert').textContent).toContain('The watchlist could not be read.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found content for a 404, not an error', () => {
    view({
      status: 'error',
      error: new ApiError('http', 'Not found', 404, undefined, 'not_found'),
    });
    expect(screen.getByText('No such watchlist.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty content when the data is empty', () => {
    view({ status: 'success', data: { symbols: [] } });
    expect(screen.getByText('Your watchlist is empty.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the data, with no offline notice while online', () => {
    view({ status: 'success', data: { symbols: ['AAPL', 'MSFT'] } }, { staleNotice: true });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['AAPL', 'MSFT']);
    expect(screen.queryByTestId('offline-data')).toBeNull();
  });

  it('offline, says the data shown is the last saved and how old it is', () => {
    // Midday UTC: the same calendar day in every time zone the machine may have.
    view(
      { status: 'success', data: { as_of: '2026-11-20T12:00:00.000Z', symbols: ['AAPL'] } },
      { staleNotice: true },
    );
    goOffline();
    expect(screen.getByTestId('offline-data').textContent).toMatch(
      /^Offline: showing your last data, as of Nov 20, 2026, \d{1,2}:\d{2}\s[AP]M\.$/,
    );
    expect(screen.getByRole('listitem').textContent).toBe('AAPL');
  });

  it('offline without an as_of, still says the data is the last saved', () => {
    view({ status: 'success', data: { symbols: ['AAPL'] } }, { staleNotice: true });
    goOffline();
    expect(screen.getByTestId('offline-data').textContent).toBe('Offline: showing your last data.');
  });

  it('offline, a view that is not the top-level one adds no notice', () => {
    view({ status: 'success', data: { symbols: ['AAPL'] } });
    goOffline();
    expect(screen.queryByTestId('offline-data')).toBeNull();
  });

  it('offline on a screen never seen, says why it is empty and offers Try again', async () => {
    const reload = view({
      status: 'error',
      error: new ApiError('network', 'Network request failed'),
    });
    goOffline();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(NEVER_SEEN);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a request that failed for want of network reads as offline before the signal moves', () => {
    view({ status: 'error', error: new ApiError('network', 'Network request failed') });
    expect(screen.getByRole('status').textContent).toContain(NEVER_SEEN);
  });

  it('loads again by itself when the connection comes back', async () => {
    const reload = view({ status: 'error', error: new ApiError('network', 'Network failed') });
    goOffline();
    expect(reload).not.toHaveBeenCalled();
    await goOnline();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
