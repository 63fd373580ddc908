// Calls `onSeen` once, the first time the element is in view: at least a quarter of it on
// screen, or, for an element taller than the screen, across the screen's middle line. The
// analytics "pro/con viewed" event (spec §3) fires when a column actually comes into view, not
// on render; a popular security's column can be several screens tall, and a quarter of it never
// fits on a phone.
import { useEffect, useRef, type RefObject } from 'react';

export function useSeenOnce(ref: RefObject<Element | null>, onSeen: () => void): void {
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const seen = (entries: IntersectionObserverEntry[]) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      quarter.disconnect();
      middle.disconnect();
      callback.current();
    };
    const quarter = new IntersectionObserver(seen, { threshold: 0.25 });
    // The root shrunk to a band across the middle of the screen.
    const middle = new IntersectionObserver(seen, { rootMargin: '-45% 0px -45% 0px' });
    quarter.observe(element);
    middle.observe(element);
    return () => {
      quarter.disconnect();
      middle.disconnect();
    };
  }, [ref]);
}
