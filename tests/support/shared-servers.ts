// The servers a browser-test worker shares between its files (e2e-global-setup.ts starts one of
// each per worker): a file that only needs a fresh person signs one up on a shared server
// instead of starting its own (about 5 s a file: start, seed, stop). Files run one after another
// in a worker, so each finds the people and posts of the files before it: a test asserts on what
// its own person did, never on a whole feed or a count across members.
// Many files sign people up from one address within a minute: the sign-up limit is the API
// suite's to test (tests/api/auth-throttle.test.ts), not a shared server's to trip over.
const MANY_SIGN_UPS = { AUTH_RATE_LIMIT_PER_MINUTE: '1000' };

export const SHARED_SERVERS = {
  /** The server as `npm start` runs it. */
  plain: { ...MANY_SIGN_UPS },
  /** The market clock at an open session (a Wednesday, 11:00 New York): trading and day moves. */
  'market-open': { ...MANY_SIGN_UPS, MARKET_CLOCK_START: '2025-03-12T15:00:00Z' },
} satisfies Record<string, Record<string, string>>;

export type SharedServerKind = keyof typeof SHARED_SERVERS;
