// Whether a request comes from the machine the server runs on, for what only its owner may see
// (the sandbox mailbox). Two things must hold: the client's address (request.ip, which follows
// TRUST_PROXY) is a loopback address, and the Host the browser asked for is a loopback name. The
// second guards a proxy on the same machine left out of TRUST_PROXY: every request it forwards
// comes from 127.0.0.1, but for the public host name.
import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127(?:\.\d{1,3}){3}$/.test(v4);
}

export function fromThisMachine(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  return isLoopbackAddress(request.ip) && LOOPBACK_HOSTS.has(host);
}
