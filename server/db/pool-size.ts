// How many PostgreSQL connections one instance keeps when DATABASE_POOL_SIZE does not say.
// PostgreSQL runs each connection as a process of its own: more of them than it has cores to run
// them add waiting and wake-ups, not work (docs/configuration.md "Pool size and keep-alive" has
// the figures). With PostgreSQL on this machine (the URL names a loopback address or a socket
// directory) its cores are this machine's: twice them, the usual rule of thumb. On another host
// its cores are unknown here: 10, node-postgres's own default, to be measured and set there.
import { availableParallelism } from 'node:os';

export const REMOTE_POOL_SIZE = 10;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A socket directory as the URL's host (`?host=/run/postgresql`, slashes encoded or not). */
const SOCKET_HOST = /[?&]host=(\/|%2F)/i;

/** PostgreSQL on this machine: a loopback host, or a socket directory. */
function isLocalDatabase(url: string): boolean {
  if (SOCKET_HOST.test(url)) return true;
  try {
    const { hostname } = new URL(url);
    return LOOPBACK.has(hostname) || hostname.startsWith('127.');
  } catch {
    return false; // a form URL cannot read (key=value pairs): treated as another host
  }
}

export function defaultPoolSize(url: string): number {
  return isLocalDatabase(url) ? 2 * availableParallelism() : REMOTE_POOL_SIZE;
}
