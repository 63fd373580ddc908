// @vitest-environment happy-dom
// The notification centre and the header's bell on one query: opening a notice marks it read and
// goes to its screen, "Mark all as read" clears the bell (or says why it could not), nothing yet
// reads as such, and the bell's count never widens the header (99+). Answers are the contract's
// shapes.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { type Notification, NotificationsResponse } from '@/contract/notifications';
import { stubApi } from '../../../tests/support/component-network';
import { NotificationBell } from './NotificationBell';
import NotificationsScreen from './NotificationsScreen';

const NOTICE: Notification = {
  id: '5b0c7d3e-2f41-4c8a-9e6b-7a1d2c3b4e5f',
  kind: 'order_filled',
  title: 'Your buy order for AAPL was filled',
  body: 'Bought 2 sh of AAPL at $200.00 a share, $400.00 in all.',
  path: '/app/securities/AAPL',
  read: false,
  created_at: '2026-11-27T15:00:00.000Z',
};

function answer(notifications: Notification[], unread = notifications.filter((n) => !n.read)) {
  const body = {
    notifications,
    unread_count: unread.length,
    as_of: '2026-11-27T15:01:00.000Z',
  };
  assert(body, NotificationsResponse);
  return { body };
}

const CSRF = { body: { is_signed_in: true, csrf_token: 'token' } };

describe('the notification centre', () => {
  it('opens a notice: marks it read on the way and goes to its screen', async () => {
    const fetchMock = stubApi({
      'GET /api/v1/notifications': () => answer([NOTICE]),
      'GET /api/v1/util/csrf': CSRF,
      [`POST /api/v1/notifications/${NOTICE.id}/read`]: {
        body: { notification: { ...NOTICE, read: true }, unread_count: 0 },
      },
    });
    render(<NotificationsScreen />);
    fireEvent.click(await screen.findByTestId('notification'));
    await waitFor(() => expect(window.location.pathname).toBe('/app/securities/AAPL'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/${NOTICE.id}/read`))).toBe(
        true,
      ),
    );
  });

  it('marks all read and the bell follows; a failure says so and keeps the button', async () => {
    let notices = [NOTICE, { ...NOTICE, id: 'a3c1e2f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b' }];
    let refuse = true;
    stubApi({
      'GET /api/v1/notifications': () => answer(notices),
      'GET /api/v1/util/csrf': CSRF,
      'POST /api/v1/notifications/read_all': () => {
        if (refuse) return { status: 503, body: { error: 'Try again.', code: 'unavailable' } };
        notices = notices.map((n) => ({ ...n, read: true }));
        return { body: { unread_count: 0 } };
      },
    });
    render(
      <>
        <NotificationBell />
        <NotificationsScreen />
      </>,
    );
    const bell = await screen.findByLabelText('Notifications, 2 unread');
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be marked read/);

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, none unread'));
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    stubApi({ 'GET /api/v1/notifications': () => answer([]) });
    render(<NotificationsScreen />);
    expect((await screen.findByTestId('notifications-empty')).textContent).toMatch(/Nothing yet/);
  });

  it('shows at most "99+" on the bell, the whole count in its label', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      ...NOTICE,
      id: `5b0c7d3e-2f41-4c8a-9e6b-${String(i).padStart(12, '0')}`,
    }));
    stubApi({
      'GET /api/v1/notifications': () => ({
        body: { ...answer(many).body, unread_count: 150 },
      }),
    });
    render(<NotificationBell />);
    await screen.findByLabelText('Notifications, 150 unread');
    expect(screen.getByTestId('notification-count').textContent).toBe('99+');
  });
});
