// Calls `onView` the first time an element is at least half in view, once per key for the life of
// the page: a feed row scrolled away and back (virtualised rows remount) is not counted twice.
import { useEffect, useRef } from 'react';

const seen = new Set<string>();

export function useViewedOnce<E extends Element>(key: string, onView: () => void) {
  const ref = useRef<E>(null);
  const callback = useRef(onView);
  callback.current = onView;
  useEffect(() => {
    const element = ref.current;
    if (!element || seen.has(key) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || seen.has(key)) return;
        seen.add(key);
        observer.disconnect();
        callback.current();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return ref;
}
