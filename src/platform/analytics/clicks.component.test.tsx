// @vitest-environment happy-dom
// §3 'button clicked' and 'tab viewed' chosen by markup (clicks.ts): a Button with
// `data-analytics` and a LinkTabs strip send their events with properties that pass events.ts's
// schemas (§5); an untagged button and the current tab send nothing; clicks made before the
// tracker is attached (click-recorder.ts) are sent once it is, as they were when made.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { validate } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Button } from '@/ui/Button';
import { LinkTabs } from '@/ui/LinkTabs';
import { shellPlatform } from '@/platform/shell/detect';
import { handleClicks, recordClicks } from './click-recorder';
import { trackClick } from './clicks';
import { EVENT_SCHEMAS } from './events';

const logEvent = vi.fn();
const handle = () => handleClicks((click) => trackClick(click, { logEvent }, shellPlatform));
let stopRecording: () => void;
let stopHandling: () => void;
const detach = () => {
  stopHandling();
  stopRecording();
};
beforeEach(() => {
  logEvent.mockClear();
  stopRecording = recordClicks(document);
  stopHandling = handle();
  // Anchors here lead nowhere: happy-dom would try to load them.
  document.addEventListener('click', preventNavigation);
});
afterEach(() => {
  cleanup();
  detach();
  document.removeEventListener('click', preventNavigation);
});
const preventNavigation = (event: Event) => event.preventDefault();

function sent(eventType: string) {
  return logEvent.mock.calls.filter(([type]) => type === eventType).map(([, props]) => props);
}

describe("'button clicked' (§3)", () => {
  it('is sent for a tagged call to action, placed in its header, as a link', async () => {
    render(
      <header>
        <Button as="a" href="/app/signup" data-analytics="Get started">
          Get started
        </Button>
      </header>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Get started' }));
    const [properties] = sent('button clicked');
    expect(properties).toEqual({
      button_type: 'link',
      context: window.location.pathname,
      description: 'Get started',
      position: 'header',
      platform: 'web',
    });
    expect(validate(properties, EVENT_SCHEMAS['button clicked'])[0]).toBeUndefined();
  });

  it('reads a button in the body as a button, also when its label is what was clicked', async () => {
    render(
      <main>
        <Button data-analytics="Place order">
          <span>Confirm buy</span>
        </Button>
        <Button>Back</Button>
      </main>,
    );
    await userEvent.click(screen.getByText('Confirm buy'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(sent('button clicked')).toEqual([
      expect.objectContaining({
        button_type: 'button',
        position: 'body',
        description: 'Place order',
      }),
    ]);
  });

  it('is not sent once the listener is detached', async () => {
    detach();
    render(<Button data-analytics="Deposit">Deposit</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(logEvent).not.toHaveBeenCalled();
  });
});

/** A strip of two tabs, Explore current, routed in memory; `before` sits in front of it. */
function renderMarketsTabs(before?: ReactNode) {
  const { hook } = memoryLocation({ path: '/app/markets' });
  render(
    <Router hook={hook}>
      {before}
      <LinkTabs
        label="Markets"
        links={[
          ['/app/markets', 'Explore'],
          ['/app/markets/earnings', 'Earnings'],
        ]}
      />
    </Router>,
  );
}

describe("'tab viewed' (§3) from a tab strip of links", () => {
  it('is sent when another tab is chosen, never for the current one', async () => {
    renderMarketsTabs();
    await userEvent.click(screen.getByRole('link', { name: 'Explore' }));
    expect(sent('tab viewed')).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Earnings' }));
    const [properties] = sent('tab viewed');
    expect(properties).toEqual({
      context: 'Markets',
      platform: 'web',
      position: 'body',
      description: 'Earnings',
    });
    expect(validate(properties, EVENT_SCHEMAS['tab viewed'])[0]).toBeUndefined();
  });
});

describe('clicks before the tracker is attached', () => {
  it('are sent once it is, in order, as the page was when they were made', async () => {
    stopHandling();
    renderMarketsTabs(<Button data-analytics="Deposit">Deposit</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('link', { name: 'Earnings' }));
    // Earnings is the current tab by now; it was not when it was chosen.
    expect(screen.getByRole('link', { name: 'Earnings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(logEvent).not.toHaveBeenCalled();

    stopHandling = handle();
    expect(logEvent.mock.calls.map(([type, props]) => [type, props.description])).toEqual([
      ['button clicked', 'Deposit'],
      ['tab viewed', 'Earnings'],
    ]);
  });
});
