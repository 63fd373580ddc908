import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

/** The address the server takes as the client's, behind proxies in 10.0.0.0/8. */
async function clientIp(forwardedFor: string, remoteAddress: string): Promise<string> {
  const app = Fastify({ trustProxy: parseTrustProxy('10.0.0.0/8') });
  app.get('/ip', async (request) => request.ip);
  try {
    const response = await app.inject({
      url: '/ip',
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
    return response.body;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('is off by default, or a list of proxy addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
    ]);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
  });

  it('refuses `true` and hop counts (a direct caller could name itself) and non-addresses', () => {
    expect(() => parseTrustProxy('true')).toThrow(/set its own address/);
    expect(() => parseTrustProxy('1')).toThrow(/set its own address/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/proxy.example.com/);
  });

  it('takes the right-most address that is not a trusted proxy as the client', async () => {
    // The caller wrote "6.6.6.6"; the proxy at 10.0.0.2 appended the address it saw.
    expect(await clientIp('6.6.6.6, 203.0.113.7', '10.0.0.2')).toBe('203.0.113.7');
  });
});

describe('a caller that reaches the server directly', () => {
  it('cannot name its own address', async () => {
    expect(await clientIp('6.6.6.6', '203.0.113.9')).toBe('203.0.113.9');
  });
});
