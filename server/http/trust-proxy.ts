// TRUST_PROXY: which hops in front of the server may speak for the client (X-Forwarded-For,
// -Proto). Trusting every hop (`true`) lets any caller name its own address and escape per-address
// limits (log-in throttling), so it is refused; so is a bare hop count, which cannot tell the load
// balancer from a caller that reaches the server directly (Fastify refuses it too). List the
// proxies' addresses or CIDR ranges instead. The client's address is then the right-most address
// in X-Forwarded-For that is not a trusted proxy (Fastify's proxy-addr).
export type TrustProxy = false | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || /^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value} would let a caller that reaches the server directly set its own address. List the proxies in front of the server by address or CIDR range (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5, or TRUST_PROXY=loopback for one on this machine).`,
    );
  }
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const address = /^(?:[0-9.]+|[0-9a-fA-F:]+)(?:\/\d{1,3})?$|^(?:loopback|linklocal|uniquelocal)$/;
  const bad = list.find((item) => !address.test(item));
  if (list.length === 0 || bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR ranges${bad ? ` ("${bad}" is neither)` : ''}.`,
    );
  }
  return list;
}
