// Calls `onSeen` once, the first time the element is at least a quarter in view: the analytics
// "pro/con viewed" event (spec §3) fires when a column actually comes into view, not on render.
import { useEffect, useRef, type RefObject } from 'react';

export function useSeenOnce(ref: RefObject<Element | null>, onSeen: () => void): void {
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
