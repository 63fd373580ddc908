// A part of a pre-rendered page whose code loads as it nears the screen: until then the HTML the
// build rendered stays as it is (a dehydrated Suspense boundary), so what the page shows first
// costs only the JavaScript above it (`/`'s budget, docs/decisions/0001-root-page-budget.md).
// Pre-rendering resolves the part at once; a page rendered in the browser (no HTML to keep)
// loads it at once too.
//
// Render the returned element as it is (a constant): a new element would be an update reaching
// the boundary before it hydrates, and React would swap the HTML for the empty fallback.
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';

export function whenVisible(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
): ReactElement {
  const Part = lazy(() => (typeof document === 'undefined' ? load() : nearScreen(id).then(load)));
  return (
    <div id={id}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>
  );
}

function nearScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element?.firstElementChild || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      // Once any of it is on screen: a margin ahead would load it at once under a tall phone's
      // first screen, the JavaScript the first screen was spared (Lighthouse's TBT).
      { rootMargin: '0px' },
    );
    observer.observe(element);
  });
}
