/**
 * A test server's wait for a database connection (production's is 5 s, DEFAULT_CONNECT_TIMEOUT_MS):
 * npm test runs the API suite beside the browser tests on two cores, and there 100 orders queued
 * on a pool of four, and a browser test's sign-up on a shared server, waited past 5 s. That is the
 * machine's load, not a fault; the fault suite checks the 503 of a database that is away with its
 * own servers (fault-server.ts).
 */
export const TEST_CONNECT_TIMEOUT_MS = 30_000;
