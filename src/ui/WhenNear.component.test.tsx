// @vitest-environment happy-dom
// A part under the screen renders only once the browser says its box is near: until then an
// empty box of the height it was given holds its place. Where the browser cannot tell, it renders
// at once.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

/** The one observer the part makes, driven by the test: `near()` says the box came near. */
function fakeObserver() {
  const made: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        made.push({ callback, options });
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  const tell = (isIntersecting: boolean) =>
    act(() =>
      made[0]?.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  return { made, disconnect, near: () => tell(true), far: () => tell(false) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenNear', () => {
  it('holds the place until the box comes near, then renders the part once', () => {
    const observer = fakeObserver();
    const { container } = render(
      <WhenNear reserve={520}>
        <p>Top movers</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Top movers')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('520px');
    expect(observer.made[0]?.options?.rootMargin).toBe('0px 0px 300px 0px');
    observer.far();
    expect(screen.queryByText('Top movers')).toBeNull();
    observer.near();
    expect(screen.getByText('Top movers')).toBeTruthy();
    expect(observer.disconnect).toHaveBeenCalled();
    expect(observer.made).toHaveLength(1);
  });

  it('renders at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear reserve={100}>
        <p>Watchlist</p>
      </WhenNear>,
    );
    expect(screen.getByText('Watchlist')).toBeTruthy();
  });
});
