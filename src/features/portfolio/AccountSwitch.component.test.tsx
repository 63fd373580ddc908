// @vitest-environment happy-dom
// The portfolio's paper/live switch sends §3 'account type selected' with the account switched to.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { setEventSender } from '@/platform/analytics/sender';
import { AccountSwitch } from './AccountSwitch';
import { selectedAccount } from './state';

afterEach(() => {
  cleanup();
  setEventSender(null);
});

it("switching between paper and live sends 'account type selected' (§3)", async () => {
  const logEvent = vi.fn();
  setEventSender({ logEvent, identify: vi.fn(), setUserId: vi.fn() });
  render(<AccountSwitch current="simulated" available={['simulated', 'live']} />);
  await userEvent.click(screen.getByRole('radio', { name: 'Live' }));
  expect(selectedAccount.value).toBe('live');
  expect(logEvent).toHaveBeenCalledWith('account type selected', { account_type: 'live' });
});
