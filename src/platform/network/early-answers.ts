// Requests the page's HTML starts before any of the app's scripts has loaded (the pre-paint
// script, build/prepaint-plugin.ts), and their hand-over to the first request of the same URL.
// On a phone on a slow network the scripts take seconds to arrive and run; a landing screen's
// data then waited on them, then on /me, then on the accounts before the portfolio. Started from the HTML, the session check, /me and the landing screen's
// first reads are on their way at once, and the app takes their answers when it asks.
//
// Only the URLs of early-requests.ts, exactly as the app's client builds them, on the two screens
// members land on; not when the device knows it has no session (SESSION_HINT_KEY) or
// signs in with a token pair (whose URLs carry it). An answer is taken once, within the page's
// first EARLY_ANSWER_MAX_AGE_MS, and the rest are dropped when the session changes (a sign-in
// or log-out): they were asked for with the session the page opened with.

/** Where the pre-paint script leaves its requests: URL → the fetch on its way. */
export const EARLY_ANSWERS_GLOBAL = '__stockroomEarlyAnswers';

/** 'out' once the device has seen it has no session: the pre-paint script then asks for nothing. */
export const SESSION_HINT_KEY = 'stockroom.session';

/** An answer older than this (since the page opened) is asked for again rather than taken. */
export const EARLY_ANSWER_MAX_AGE_MS = 20_000;

type EarlyAnswers = Record<string, Promise<Response> | undefined>;

const early = globalThis as unknown as Record<string, EarlyAnswers | undefined>;

/** The answer on its way for this GET, taken once; undefined when there is none to take. */
export function takeEarlyAnswer(
  url: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  const answers = early[EARLY_ANSWERS_GLOBAL];
  if (!answers || typeof url !== 'string' || (init?.method ?? 'GET') !== 'GET') return undefined;
  if (performance.now() > EARLY_ANSWER_MAX_AGE_MS) return dropEarlyAnswers();
  const answer = answers[url];
  delete answers[url];
  return answer;
}

/** Forgets the answers not taken yet: the session they were asked with has changed. */
export function dropEarlyAnswers(): undefined {
  delete early[EARLY_ANSWERS_GLOBAL];
  return undefined;
}

/** Remembers whether the device has a session, for the next page's pre-paint script. */
export function noteSessionHint(open: boolean): void {
  try {
    if (open) localStorage.removeItem(SESSION_HINT_KEY);
    else localStorage.setItem(SESSION_HINT_KEY, 'out');
  } catch {
    // No storage (private mode): the next page asks early again, which costs a few 401s at most.
  }
}
