// @vitest-environment happy-dom
// The shared Modal sends §3 'modal viewed' each time it opens, once analytics has started, with
// properties that pass events.ts's schema (§5): the modal's type, where it opened, and whether it
// is an error dialog with its message.
import { cleanup, render } from '@testing-library/react';
import { validate } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_SCHEMAS } from '@/platform/analytics/events';
import { setEventSender } from '@/platform/analytics/sender';
import { Modal } from './Modal';

const logEvent = vi.fn();
afterEach(() => {
  cleanup();
  logEvent.mockClear();
  setEventSender(null);
});
const startAnalytics = () => setEventSender({ logEvent, identify: vi.fn(), setUserId: vi.fn() });

const modalViewed = () =>
  logEvent.mock.calls.filter(([type]) => type === 'modal viewed').map(([, props]) => props);

function modal(open: boolean, extra: { error?: string; context?: string } = {}) {
  return (
    <Modal
      open={open}
      onClose={() => {}}
      title="Confirm your order"
      modalType="confirm order"
      {...extra}
    >
      <p>Buy 1 AAPL</p>
    </Modal>
  );
}

describe("'modal viewed' (§3)", () => {
  it('is sent as a modal opens, not while it is closed, and again at its next opening', () => {
    startAnalytics();
    const view = render(modal(false));
    expect(modalViewed()).toEqual([]);
    view.rerender(modal(true));
    const [properties] = modalViewed();
    expect(properties).toEqual({
      context: window.location.pathname,
      is_error: false,
      message: '',
      modal_type: 'confirm order',
    });
    expect(validate(properties, EVENT_SCHEMAS['modal viewed'])[0]).toBeUndefined();
    view.rerender(modal(false));
    view.rerender(modal(true));
    expect(modalViewed()).toHaveLength(2);
  });

  it('says an error dialog is one, with its message and the context given', () => {
    startAnalytics();
    render(modal(true, { error: 'Your card was declined.', context: 'membership' }));
    const [properties] = modalViewed();
    expect(properties).toEqual({
      context: 'membership',
      is_error: true,
      message: 'Your card was declined.',
      modal_type: 'confirm order',
    });
    expect(validate(properties, EVENT_SCHEMAS['modal viewed'])[0]).toBeUndefined();
  });

  it('waits for analytics to start: a modal opened before is sent then', () => {
    render(modal(true));
    expect(logEvent).not.toHaveBeenCalled();
    startAnalytics();
    expect(modalViewed()).toHaveLength(1);
  });
});
