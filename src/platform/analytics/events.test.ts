// Schema checks of spec §5 on the eight events of §3, the §8 'missing event sender' error and the
// page-view hookup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_SCHEMAS,
  trackAccountTypeSelected,
  trackButtonClicked,
  trackFeedLoaded,
  trackIdeaViewed,
  trackModalViewed,
  trackPageViewed,
  trackProConViewed,
  trackTabViewed,
} from './events';
import { validate } from 'superstruct';
import { PAGE_VIEWED, pageViewedProperties, trackPageView, trackRouteChange } from './page-view';
import { MISSING_EVENT_SENDER, setEventSender, type EventSender } from './sender';

function fakeSender() {
  return {
    logEvent: vi.fn(),
    identify: vi.fn(),
    setUserId: vi.fn(),
  } satisfies EventSender;
}

let sender: ReturnType<typeof fakeSender>;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sender = fakeSender();
  setEventSender(sender);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setEventSender(null);
  consoleError.mockRestore();
});

const valid = {
  button: {
    button_type: 'link',
    context: 'splash',
    description: 'Sign up',
    position: 'header',
    platform: 'web',
  } as const,
  idea: { context: 'feed', idea_type: 'buy', ticker_symbol: 'AAPL' } as const,
  modal: { context: 'funding', is_error: true, message: 'Card declined', modal_type: 'alert' },
  proCon: { context: 'idea', pro_or_con: 'con', ticker_symbol: 'TSLA' } as const,
  tab: { context: 'portfolio', platform: 'web', position: 'body', description: 'Ideas' } as const,
};

describe('the eight events of spec §3', () => {
  it('are all defined', () => {
    expect(Object.keys(EVENT_SCHEMAS).sort()).toEqual([
      'account type selected',
      'button clicked',
      'feed loaded',
      'idea viewed',
      'modal viewed',
      'page viewed',
      'pro/con viewed',
      'tab viewed',
    ]);
  });

  it('send valid payloads through the event sender', () => {
    expect(trackAccountTypeSelected({ account_type: 'simulated' })).toBe(true);
    expect(trackButtonClicked(valid.button)).toBe(true);
    expect(trackFeedLoaded({ item_count: 0 })).toBe(true);
    expect(trackIdeaViewed(valid.idea)).toBe(true);
    expect(trackModalViewed(valid.modal)).toBe(true);
    expect(trackPageViewed({ location: '/app' })).toBe(true);
    expect(trackProConViewed(valid.proCon)).toBe(true);
    expect(trackTabViewed(valid.tab)).toBe(true);
    expect(sender.logEvent.mock.calls.map((call) => call[0])).toEqual([
      'account type selected',
      'button clicked',
      'feed loaded',
      'idea viewed',
      'modal viewed',
      'page viewed',
      'pro/con viewed',
      'tab viewed',
    ]);
    expect(sender.logEvent).toHaveBeenCalledWith('button clicked', valid.button);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('schema checks (spec §5)', () => {
  const strict: Array<[string, () => boolean]> = [
    ['button clicked', () => trackButtonClicked({ ...valid.button, extra: 1 } as never)],
    ['idea viewed', () => trackIdeaViewed({ ...valid.idea, extra: 1 } as never)],
    ['modal viewed', () => trackModalViewed({ ...valid.modal, extra: 1 } as never)],
    ['pro/con viewed', () => trackProConViewed({ ...valid.proCon, extra: 1 } as never)],
    ['tab viewed', () => trackTabViewed({ ...valid.tab, extra: 1 } as never)],
  ];
  it.each(strict)(
    '%s forbids extra properties: not sent, console error in development',
    (name, send) => {
      expect(send()).toBe(false);
      expect(sender.logEvent).not.toHaveBeenCalled();
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`'${name}' not sent`));
    },
  );

  const missing: Array<[string, Record<string, unknown>, (p: never) => boolean]> = [
    ['button clicked', valid.button, trackButtonClicked],
    ['idea viewed', valid.idea, trackIdeaViewed],
    ['modal viewed', valid.modal, trackModalViewed],
    ['pro/con viewed', valid.proCon, trackProConViewed],
    ['tab viewed', valid.tab, trackTabViewed],
  ];
  it.each(missing)('%s requires every field', (_name, payload, send) => {
    for (const field of Object.keys(payload)) {
      const { [field]: _dropped, ...rest } = payload;
      expect(send(rest as never), field).toBe(false);
    }
    expect(sender.logEvent).not.toHaveBeenCalled();
  });

  it('checks the §3 value sets', () => {
    expect(trackButtonClicked({ ...valid.button, button_type: 'image' } as never)).toBe(false);
    expect(trackButtonClicked({ ...valid.button, position: 'sidebar' } as never)).toBe(false);
    expect(trackTabViewed({ ...valid.tab, platform: 'windows' } as never)).toBe(false);
    expect(trackIdeaViewed({ ...valid.idea, idea_type: 'hold' } as never)).toBe(false);
    expect(trackProConViewed({ ...valid.proCon, pro_or_con: 'maybe' } as never)).toBe(false);
    expect(trackAccountTypeSelected({ account_type: 'paper' } as never)).toBe(false);
    expect(trackModalViewed({ ...valid.modal, is_error: 'yes' } as never)).toBe(false);
    expect(trackFeedLoaded({ item_count: -1 })).toBe(false);
    expect(trackFeedLoaded({ item_count: 1.5 })).toBe(false);
    expect(sender.logEvent).not.toHaveBeenCalled();
  });

  it('lets the other three events carry more properties', () => {
    expect(trackFeedLoaded({ item_count: 4, feed: 'community' } as never)).toBe(true);
    expect(trackPageViewed({ location: '/', referrer: 'x' } as never)).toBe(true);
    expect(trackAccountTypeSelected({ account_type: 'live', step: 2 } as never)).toBe(true);
  });

  it('stays quiet outside development', () => {
    vi.stubEnv('DEV', false);
    try {
      expect(trackIdeaViewed({ ...valid.idea, extra: 1 } as never)).toBe(false);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('without an event sender (spec §8)', () => {
  it("logs 'missing event sender' and sends nothing", () => {
    setEventSender(null);
    expect(trackFeedLoaded({ item_count: 1 })).toBe(true);
    expect(consoleError).toHaveBeenCalledWith(MISSING_EVENT_SENDER);
    expect(MISSING_EVENT_SENDER).toContain('missing event sender');
  });
});

describe('page views', () => {
  it("log a 'page viewed' event with the location and page name once a sender is set", () => {
    trackRouteChange('/about', '?ref=nav');
    expect(sender.logEvent).toHaveBeenCalledWith('page viewed', {
      location: '/about?ref=nav',
      page_name: 'About Us',
    });
  });

  it("send properties that always pass the 'page viewed' schema (the seam skips the check)", () => {
    expect(PAGE_VIEWED).toBe('page viewed');
    for (const view of [
      { name: 'Splash', location: '/' },
      { name: '', location: '/nowhere?x=1' },
    ]) {
      const [error] = validate(pageViewedProperties(view), EVENT_SCHEMAS['page viewed']);
      expect(error).toBeUndefined();
    }
  });

  it('log nothing (and no error) before analytics has started', () => {
    setEventSender(null);
    trackPageView('Splash', '/');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
