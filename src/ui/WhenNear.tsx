// A part of a screen that renders once it comes near the screen: until then an empty box of its
// usual height holds its place. For a long screen whose lower parts each cost a request and a
// render (home's market, learning and community sections under a phone's first screen): what the
// member sees first no longer waits behind the work for what they may never scroll to. On a
// wide screen where the part is in view from the start, it renders at once.
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts rendering: about a third of a phone's screen ahead. */
const AHEAD_PX = 300;

export function WhenNear({
  reserve,
  children,
}: {
  /** The part's usual height in px, so the page's height does not jump as it renders. */
  reserve: number;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={box} style={{ minHeight: reserve }} />;
}
