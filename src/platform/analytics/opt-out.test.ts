// §5 "Opt-out blocks analytics" from the account: the stored preference in
// GET /me reaches the client's setOptOut before the user is named or anything is logged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEventSender } from './sender';
import { identifyUser, setAnalyticsOptOut, trackSignIn } from './sign-in';

afterEach(() => setEventSender(null));

function recordingSender() {
  const calls: string[] = [];
  const sender = {
    logEvent: vi.fn(() => calls.push('logEvent')),
    identify: vi.fn(() => calls.push('identify')),
    setUserId: vi.fn(() => calls.push('setUserId')),
    setOptOut: vi.fn((optOut: boolean) => calls.push(`setOptOut(${optOut})`)),
  };
  setEventSender(sender);
  return { sender, calls };
}

describe('the account opt-out', () => {
  it('is applied first when a signed-in visit names the user', () => {
    const { sender, calls } = recordingSender();
    identifyUser({ id: 'u-1', analytics_opt_out: true, app_color_theme: 'light' });
    expect(calls[0]).toBe('setOptOut(true)');
    expect(sender.identify).toHaveBeenCalledWith(
      expect.objectContaining({ app_color_theme: 'light' }),
    );
    expect(sender.identify.mock.calls[0]).not.toContainEqual(
      expect.objectContaining({ analytics_opt_out: expect.anything() }),
    );
  });

  it('is applied before the sign-in events, and left alone when the answer lacks it', () => {
    const { calls } = recordingSender();
    trackSignIn({ id: 'u-1', sign_in_count: 1, analytics_opt_out: false });
    expect(calls).toEqual(['setOptOut(false)', 'setUserId', 'identify', 'logEvent']);
    const second = recordingSender();
    trackSignIn({ id: 'u-1', sign_in_count: 2 });
    expect(second.calls).toEqual(['setUserId', 'identify', 'logEvent']);
  });

  it('is set at once from the preferences screen', () => {
    const { sender } = recordingSender();
    setAnalyticsOptOut(true);
    expect(sender.setOptOut).toHaveBeenCalledWith(true);
  });
});
