// Clicks are recorded from the entry's first run (main.tsx), not from when the click tracker
// (clicks.ts, a chunk loaded after the analytics client) is attached: on a slow phone that is
// seconds after the page answers taps, and the taps made meanwhile are §3 events too. Each click
// keeps what may have changed by the time it is handed over: the path it was made on and whether
// its link was the current one (a tab strip marks the chosen tab at once). Placing it (header,
// body, footer) reads the element's branch when handled; a click whose element has left the page
// since is placed by what is left of that branch.

export interface RecordedClick {
  target: Element;
  /** `location.pathname` when it was clicked. */
  path: string;
  /** Its link had `aria-current="page"` when it was clicked. */
  current: boolean;
}

type ClickHandler = (click: RecordedClick) => void;

/** Clicks before a handler is set, at most as many as the client holds before its start (§9). */
const waiting: RecordedClick[] = [];
const WAITING_CAP = 512;
let handler: ClickHandler | null = null;

function record(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const click = {
    target: event.target,
    path: window.location.pathname,
    current: event.target.closest('a')?.getAttribute('aria-current') === 'page',
  };
  if (handler) handler(click);
  else if (waiting.length < WAITING_CAP) waiting.push(click);
}

/** Starts recording the clicks on `root` (captured, so a handler that stops them still counts). */
export function recordClicks(root: Document): () => void {
  root.addEventListener('click', record, true);
  return () => root.removeEventListener('click', record, true);
}

/** Hands `next` the clicks recorded so far, in order, then each one as it is made. */
export function handleClicks(next: ClickHandler): () => void {
  handler = next;
  for (const click of waiting.splice(0)) next(click);
  return () => {
    if (handler === next) handler = null;
  };
}
