// @vitest-environment happy-dom
// A home section on its own query (docs/rules-by-area.md "Screens": home sections): a skeleton
// that keeps the content's room while loading, the error with Try again, offline, empty and the
// data; one section failing leaves the others, and Try again loads only the failed one. The
// Movers section is rendered whole on a stubbed GET /market/trending in the contract's shape.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assert } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { TrendingResponse } from '@/contract/market';
import { ApiError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { goOffline, goOnline, stubApi } from '../../../tests/support/component-network';
import { Movers } from './Movers';
import { Section, SectionBody } from './Section';

/** A section around SectionBody, loading through `load` as every home section does. */
function Lessons({ load }: { load: () => Promise<string[]> }) {
  const { state, reload } = useApiQuery({ reads: [], args: ['lessons'], load });
  return (
    <Section id="home-lessons" testId="home-lessons" title="Lessons">
      <SectionBody
        state={state}
        reload={reload}
        label="Loading your lessons"
        lines={4}
        reserve={120}
        isEmpty={(data) => data.length === 0}
        empty={<p>No lesson left.</p>}
      >
        {(data) => (
          <ul aria-label="Lessons">
            {data.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        )}
      </SectionBody>
    </Section>
  );
}

const section = () => screen.getByTestId('home-lessons');
const NEVER_SEEN = 'You are offline, and this has not been saved on this device yet.';

describe('a home section (SectionBody)', () => {
  it('while loading, says what in a status and keeps the room of its content', () => {
    render(<Lessons load={() => new Promise(() => {})} />);
    const status = within(section()).getByRole('status');
    expect(status.textContent).toBe('Loading your lessons');
    expect(status.style.minHeight).toBe('120px');
    expect(screen.getByRole('heading', { level: 2, name: 'Lessons' })).toBeTruthy();
  });

  it("shows the server's error with Try again, which loads the section again", async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(
        new ApiError('http', 'Lessons are resting.', 503, undefined, 'unavailable'),
      )
      .mockResolvedValueOnce(['What a stock is']);
    render(<Lessons load={load} />);
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('Lessons are resting.');
    await userEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect((await within(section()).findByRole('listitem')).textContent).toBe('What a stock is');
    expect(within(section()).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows its empty content', async () => {
    render(<Lessons load={async () => []} />);
    expect(await within(section()).findByText('No lesson left.')).toBeTruthy();
  });

  it('offline and never seen, says why it is empty; back online it loads by itself', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('network', 'Network request failed'))
      .mockResolvedValueOnce(['Diversification']);
    goOffline();
    render(<Lessons load={load} />);
    const notice = await within(section()).findByText(NEVER_SEEN, { exact: false });
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(section()).queryByRole('alert')).toBeNull();
    await goOnline();
    expect((await within(section()).findByRole('listitem')).textContent).toBe('Diversification');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

const trending = {
  as_of: '2026-11-20T16:00:00.000Z',
  market: { open: true, next_open: '2026-11-23T14:30:00.000Z' },
  stocks: [
    {
      security: {
        symbol: 'AAPL',
        name: 'Apple Inc.',
        exchange: 'NASDAQ',
        kind: 'stock',
        sector: 'Information Technology',
      },
      quote: {
        symbol: 'AAPL',
        price_e4: 1_900_000,
        previous_close_e4: 1_850_000,
        change_e4: 50_000,
        change_bp: 270,
        volume: 1_200_000,
        as_of: '2026-11-20T16:00:00.000Z',
        source: 'simulator',
        market_open: true,
      },
    },
  ],
};
assert(trending, TrendingResponse);

describe('the home sections load apart', () => {
  it('keeps every other section when one fails, and Try again loads the failed one', async () => {
    let failures = 1;
    const fetchMock = stubApi({
      'GET /api/v1/market/trending': () =>
        failures-- > 0
          ? { status: 500, body: { error: 'boom', code: 'internal' } }
          : { body: trending },
    });
    const loadLessons = vi.fn(async () => ['What a stock is']);
    render(
      <>
        <Movers />
        <Lessons load={loadLessons} />
      </>,
    );
    const movers = screen.getByTestId('home-movers');
    expect((await within(movers).findByRole('alert')).textContent).toContain('boom');
    // The other section is there all the same.
    expect((await within(section()).findByRole('listitem')).textContent).toBe('What a stock is');

    await userEvent.click(within(movers).getByRole('button', { name: 'Try again' }));
    const list = await within(movers).findByRole('list', { name: 'Top gainers' });
    expect(within(list).getByRole('link').textContent).toContain('AAPL');
    expect(within(movers).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The section that loaded was not loaded again.
    expect(within(section()).getByRole('listitem').textContent).toBe('What a stock is');
    expect(loadLessons).toHaveBeenCalledTimes(1);
  });
});
