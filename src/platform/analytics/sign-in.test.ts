import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEventSender } from './sender';
import { clearAnalyticsUser, identifyUser, signInEventTypes, trackSignIn } from './sign-in';
import { buildUserProperties, isoWeekNumber } from './user-properties';

afterEach(() => setEventSender(null));

describe('sign-in events (spec §4, §9 milestones 10, 20, 50)', () => {
  it.each([
    [1, ['Sign In']],
    [9, ['Sign In']],
    [10, ['Sign In', 'Sign In 10']],
    [11, ['Sign In']],
    [19, ['Sign In']],
    [20, ['Sign In', 'Sign In 20', 'Sign In At Least 20']],
    [21, ['Sign In', 'Sign In At Least 20']],
    [49, ['Sign In', 'Sign In At Least 20']],
    [50, ['Sign In', 'Sign In 50', 'Sign In At Least 20', 'Sign In At Least 50']],
    [51, ['Sign In', 'Sign In At Least 20', 'Sign In At Least 50']],
    [500, ['Sign In', 'Sign In At Least 20', 'Sign In At Least 50']],
  ])('sign_in_count %i sends %j', (count, expected) => {
    expect(signInEventTypes(count)).toEqual(expected);
  });

  it('names the user, sets user properties and logs the events', () => {
    const sender = { logEvent: vi.fn(), identify: vi.fn(), setUserId: vi.fn() };
    setEventSender(sender);
    trackSignIn({ id: 'u-1', analytics_id: 'a-1', sign_in_count: 20, is_nvstr_employee: true });
    expect(sender.setUserId).toHaveBeenCalledWith('a-1');
    expect(sender.identify).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'u-1', sign_in_count: 20, is_nvstr_employee: true }),
    );
    expect(sender.logEvent.mock.calls).toEqual([
      ['Sign In', { sign_in_count: 20 }],
      ['Sign In 20', { sign_in_count: 20 }],
      ['Sign In At Least 20', { sign_in_count: 20 }],
    ]);
  });

  it('forgets the user id at sign-out', () => {
    const sender = { logEvent: vi.fn(), identify: vi.fn(), setUserId: vi.fn() };
    setEventSender(sender);
    clearAnalyticsUser();
    expect(sender.setUserId).toHaveBeenCalledWith(null);
  });

  it("refreshes a restored session's user properties without sign-in events, waiting for the sender", () => {
    setEventSender(null);
    identifyUser({ id: 'u-2', is_nvstr_employee: true }); // before analytics has loaded
    const sender = { logEvent: vi.fn(), identify: vi.fn(), setUserId: vi.fn() };
    setEventSender(sender);
    expect(sender.setUserId).toHaveBeenCalledWith('u-2');
    expect(sender.identify).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'u-2', is_nvstr_employee: true }),
    );
    expect(sender.logEvent).not.toHaveBeenCalled();
  });

  it('falls back to the user id when there is no analytics id', () => {
    const sender = { logEvent: vi.fn(), identify: vi.fn(), setUserId: vi.fn() };
    setEventSender(sender);
    trackSignIn({ id: 42, sign_in_count: 1 });
    expect(sender.setUserId).toHaveBeenCalledWith('42');
  });
});

describe('user properties (spec §3)', () => {
  it('splits the sign-up date, labels community points XP and passes test groups through', () => {
    const properties = buildUserProperties(
      {
        id: 'u-1',
        analytics_id: 'a-1',
        sign_in_count: 3,
        signed_up_at: '2024-03-14T15:09:26.000Z',
        is_nvstr_employee: false,
        is_live_trading: true,
        investing_experience: { description: 'I invest regularly' },
        community_points_total: 1250,
        onboarding_copy_test_group: 'B',
        funding_flow_test_group: 2,
      },
      { app_color_theme: 'dark' },
    );
    expect(properties).toEqual({
      id: 'u-1',
      analytics_id: 'a-1',
      sign_in_count: 3,
      signed_up_at: '2024-03-14T15:09:26.000Z',
      sign_up_year: 2024,
      sign_up_month: 3,
      sign_up_week: 11,
      is_nvstr_employee: false,
      is_live_trading: true,
      investing_experience: 'I invest regularly',
      XP: 1250,
      onboarding_copy_test_group: 'B',
      funding_flow_test_group: 2,
      app_color_theme: 'dark',
    });
  });

  it('leaves out what the record does not have, and ignores an invalid date', () => {
    expect(buildUserProperties({ id: 'u-2', signed_up_at: 'not a date' })).toEqual({
      id: 'u-2',
      signed_up_at: 'not a date',
    });
  });

  it('numbers weeks the ISO 8601 way', () => {
    expect(isoWeekNumber(new Date('2021-01-01T00:00:00Z'))).toBe(53); // a Friday: 2020's week 53
    expect(isoWeekNumber(new Date('2021-01-04T00:00:00Z'))).toBe(1); // the first Monday
    expect(isoWeekNumber(new Date('2024-12-30T00:00:00Z'))).toBe(1); // belongs to 2025's week 1
    expect(isoWeekNumber(new Date('2026-12-31T23:59:59Z'))).toBe(53);
  });
});
