// Frame timing of a steady scroll in Chromium (bench-feed-frames). The page scrolls itself from a
// requestAnimationFrame loop, a fixed number of pixels per frame, and records each frame's rAF
// timestamp: the gap between two callbacks is how long that frame took to reach the screen. Long
// animation frames (or long tasks, on a Chromium without them) are counted from the page's own
// PerformanceObserver. Measured in the page, not over the DevTools protocol, so the driver adds
// nothing to the frames it measures.

/**
 * Scrolls `page` by `pxPerFrame` each frame from `from` (px) until the end of the page or
 * `maxFrames`. `listSelector`: the element whose descendants are counted every 30 frames (the DOM
 * a virtualised list keeps). Resolves to the frame gaps in ms and what was seen.
 */
export async function scrollAndRecord(page, { from, pxPerFrame, maxFrames, listSelector }) {
  return page.evaluate(inPage, { from, pxPerFrame, maxFrames, listSelector: listSelector ?? null });
}

// Runs inside the page (serialised by Playwright): nothing from this module's scope.
function inPage({ from, pxPerFrame, maxFrames, listSelector }) {
  return new Promise((resolve) => {
    const types = PerformanceObserver.supportedEntryTypes ?? [];
    const kind = types.includes('long-animation-frame')
      ? 'long-animation-frame'
      : types.includes('longtask')
        ? 'longtask'
        : null;
    const long = [];
    const observer = kind
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) long.push(entry.duration);
        })
      : null;
    const stamps = [];
    let listNodes = 0;
    let rows = 0;
    const sample = () => {
      const list = listSelector ? document.querySelector(listSelector) : null;
      if (!list) return;
      listNodes = Math.max(listNodes, list.getElementsByTagName('*').length);
      rows = Math.max(rows, list.children.length);
    };
    const atEnd = () =>
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    const finish = () => {
      sample();
      // Entries are delivered after the frame that produced them: let the last ones arrive.
      setTimeout(() => {
        observer?.disconnect();
        resolve({
          gaps: stamps.slice(1).map((stamp, i) => stamp - stamps[i]),
          distance: window.scrollY - from,
          longKind: kind,
          long,
          listNodes,
          rows,
          documentNodes: document.getElementsByTagName('*').length,
        });
      }, 200);
    };
    const step = (time) => {
      stamps.push(time);
      if (stamps.length % 30 === 0) sample();
      if (stamps.length > maxFrames || atEnd()) return finish();
      window.scrollBy(0, pxPerFrame);
      requestAnimationFrame(step);
    };
    window.scrollTo(0, from);
    // Two frames for the jump to `from` to settle (rows there render) before counting starts.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        observer?.observe({ type: kind, buffered: false });
        requestAnimationFrame(step);
      }),
    );
  });
}

const quantile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * Frame figures against `interval`, the display's frame interval (the baseline's median gap in the
 * same run, so a machine that cannot hold 60 Hz is not counted against the app). A frame is dropped
 * when its gap is over 1.5 intervals; "missed" counts the vsyncs it skipped.
 */
export function frameFigures(result, interval) {
  const sorted = [...result.gaps].sort((a, b) => a - b);
  const slow = sorted.filter((gap) => gap > 1.5 * interval);
  const missed = slow.reduce((sum, gap) => sum + Math.max(1, Math.round(gap / interval) - 1), 0);
  return {
    frames: sorted.length,
    dropped: slow.length,
    droppedPct: (100 * slow.length) / Math.max(1, sorted.length),
    missed,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    worst: sorted.at(-1) ?? NaN,
    long: result.long.length,
    longMs: result.long.reduce((sum, ms) => sum + ms, 0),
  };
}

/** One row per scroll: the frame figures, DOM size and JS heap. */
export function printFrameTable(rows) {
  const columns = [
    ['scroll', 50, (row) => row.label],
    ['frames', 7, (row) => row.frames],
    ['dropped', 8, (row) => row.dropped],
    ['dropped%', 9, (row) => `${row.droppedPct.toFixed(1)}%`],
    ['missed', 7, (row) => row.missed],
    ['median', 8, (row) => ms(row.median)],
    ['p95', 8, (row) => ms(row.p95)],
    ['p99', 8, (row) => ms(row.p99)],
    ['worst', 8, (row) => ms(row.worst)],
    ['LoAF', 5, (row) => row.long],
    ['main/f', 7, (row) => ms(row.taskMs)],
    ['JS/f', 7, (row) => ms(row.scriptMs)],
    ['list DOM', 9, (row) => (row.listNodes ? row.listNodes.toLocaleString('en-US') : '–')],
    ['page DOM', 9, (row) => row.documentNodes.toLocaleString('en-US')],
    ['JS heap', 9, (row) => `${(row.heapBytes / 1048576).toFixed(1)} MB`],
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1])));
  console.log(line(columns.map(([title]) => title)).join(' '));
  for (const row of rows)
    console.log(line(columns.map(([, , cell]) => String(cell(row)))).join(' '));
}

const ms = (value) => `${value.toFixed(1)}ms`;
