// How the not-found handler tells an API-looking request from a page navigation. Only for
// classifying requests that matched no route (a guard never decides on this: guards.ts): the raw
// path is decoded, its dot segments resolved, repeated slashes collapsed and its case folded, so
// that `/API/v1/x`, `/%61pi/v1/x`, `//api/v1/x` and `/x/../api/v1/x` all get the API's JSON 404
// rather than the app shell with 200.
const API_AREAS = ['/api', '/cms', '/analytics'];

/** The folded path, or null when its percent-encoding is malformed. */
function foldedPath(url: string): string | null {
  const raw = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // The URL parser resolves `.` and `..` segments (after decoding, `%2e` is a dot too).
  const resolved = new URL(decoded.replace(/\/{2,}/g, '/'), 'http://unmatched.invalid').pathname;
  return resolved.replace(/\/{2,}/g, '/').toLowerCase();
}

/** True when an unmatched request must get a JSON 404 (or its encoding is malformed). */
export function isApiLike(url: string): boolean {
  const path = foldedPath(url);
  if (path === null) return true;
  return API_AREAS.some(
    (area) => path === area || path.startsWith(`${area}/`) || path.startsWith(`${area};`),
  );
}
