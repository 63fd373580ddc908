// @vitest-environment happy-dom
// preloadablePage: one load however often it is preloaded, and a failed one asked for again.
// lazyWithoutSuspense: the fallback until the chunk is in, then the component by a state update
// (no Suspense boundary involved, so React's 300 ms reveal throttle never applies); a failed chunk
// reaches the error boundary, and the next mount asks again.
import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithoutSuspense, preloadablePage } from './preloadable-page';

const Fallback = () => <p>waiting</p>;
const Shown = ({ name }: { name: string }) => <p>hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('lazyWithoutSuspense', () => {
  it('shows the fallback, then the component with its props; loaded, it renders at once', async () => {
    let loads = 0;
    const Lazy = lazyWithoutSuspense(async () => {
      loads += 1;
      return { default: Shown };
    }, Fallback);
    const first = render(<Lazy name="Ada" />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('hello Ada')).toBeTruthy();
    first.unmount();
    render(<Lazy name="Grace" />);
    expect(screen.getByText('hello Grace')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('throws a failed load to the error boundary, and asks again at the next mount', async () => {
    const chunk = failingOnce(Shown);
    const Lazy = lazyWithoutSuspense(chunk.load, Fallback);
    const first = render(
      <Boundary>
        <Lazy name="Ada" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeTruthy();
    first.unmount();
    render(<Lazy name="Ada" />);
    expect(await screen.findByText('hello Ada')).toBeTruthy();
    expect(chunk.loads()).toBe(2);
  });

  it('preloads: a component loaded ahead never shows the fallback', async () => {
    const Lazy = lazyWithoutSuspense(async () => ({ default: Shown }), Fallback);
    await Lazy.preload();
    render(<Lazy name="Lin" />);
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('hello Lin')).toBeTruthy();
  });
});

describe('preloadablePage', () => {
  it('loads once for every preload and the render', async () => {
    let loads = 0;
    const Page = preloadablePage(async () => {
      loads += 1;
      return { default: () => <p>the page</p> };
    });
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    const chunk = failingOnce(() => <p>the page</p>);
    const Page = preloadablePage(chunk.load);
    await expect(Page.preload()).rejects.toThrow('chunk gone');
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(chunk.loads()).toBe(2);
  });
});

/** A chunk's import that fails the first time (the network dropped it), then gives `component`. */
function failingOnce<P>(component: ComponentType<P>) {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk gone');
      return { default: component };
    },
    loads: () => loads,
  };
}
