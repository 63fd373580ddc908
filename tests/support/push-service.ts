// A Web Push push service on loopback (the role FCM or Mozilla autopush play, RFC 8030), so the
// server's push delivery is tested end to end. What arrives is checked with our own code, not the
// `web-push` library the server encrypts with: the test holds the subscription's private key and
// decrypts the body (RFC 8291 with the aes128gcm coding of RFC 8188), and checks the VAPID header
// (RFC 8292). A bug shared by the library and a check built on it would otherwise pass unseen.
import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's push subscription keys, made by the test, which keeps the private half. */
export interface TestPushKeys {
  /** base64url, no padding: the uncompressed P-256 public point (65 bytes), as PushSubscription.toJSON().keys.p256dh */
  p256dh: string;
  /** base64url, no padding: 16 random bytes */
  auth: string;
  /** Decrypts an aes128gcm push message body sent to this subscription (RFC 8291 + RFC 8188); throws on any mismatch. */
  decrypt(body: Buffer): Buffer;
}

export function newPushKeys(): TestPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return keysOf(ecdh, randomBytes(16));
}

/** Same, from fixed key material (for the RFC 8291 Appendix A test vector). */
export function pushKeysFrom(
  privateKey: Buffer /*32-byte scalar*/,
  publicKey: Buffer /*65 bytes*/,
  authSecret: Buffer,
): TestPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  // A public key that is not the private key's would fail every decryption with a bare tag error.
  if (!ecdh.getPublicKey().equals(publicKey)) {
    throw new Error('pushKeysFrom: the public key is not the private key’s');
  }
  return keysOf(ecdh, authSecret);
}

function keysOf(ecdh: ECDH, authSecret: Buffer): TestPushKeys {
  // The user agent's public key, uncompressed (0x04 || x || y), is the p256dh a browser hands out.
  const uaPublic = ecdh.getPublicKey();
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt: (body) => decryptPush(body, ecdh, uaPublic, authSecret),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

function decryptPush(body: Buffer, ecdh: ECDH, uaPublic: Buffer, authSecret: Buffer): Buffer {
  // RFC 8188 §2.1 header: salt(16) | rs(uint32 BE) | idlen(1) | keyid(idlen).
  if (body.length < 21)
    throw new Error(`push body of ${body.length} bytes has no aes128gcm header`);
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  // RFC 8291 §4: the keyid is the application server's public key, uncompressed: 65 bytes, 0x04 first.
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not the 65 of an uncompressed point`);
  const asPublic = body.subarray(21, 21 + 65);
  if (asPublic.length !== 65 || asPublic[0] !== 0x04) {
    throw new Error('keyid is not an uncompressed P-256 point');
  }
  const ciphertext = body.subarray(21 + 65);
  // RFC 8188 §2: at least the 16-byte tag plus the padding delimiter. RFC 8291 §4: one record only,
  // so rs must exceed the record's length.
  if (ciphertext.length < 17) throw new Error(`record of ${ciphertext.length} bytes is too short`);
  if (rs <= ciphertext.length) {
    throw new Error(`rs ${rs} is not greater than the record (${ciphertext.length} bytes)`);
  }

  // RFC 8291 §3.3: the ECDH secret is mixed with the auth secret and both public keys into IKM.
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  // RFC 8291 §3.4 / RFC 8188 §2.2–2.3: content key and nonce from the salt and IKM. The nonce is
  // XORed with the record's sequence number, which is 0 for the one record.
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  let padded: Buffer;
  try {
    padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  } catch {
    throw new Error('push body failed authentication (wrong keys or altered bytes)');
  }
  // RFC 8188 §2: plaintext || delimiter || zero padding; RFC 8291 §4: the delimiter must be 0x02
  // (last record), anything else discards the message.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 0x02) {
    throw new Error('push body has no 0x02 padding delimiter (not a single, final record)');
  }
  return padded.subarray(0, end);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** base64url without padding (RFC 8292 §3, RFC 7515 §2); Buffer.from alone skips stray characters. */
function base64url(text: string, what: string): Buffer {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error(`${what} is not base64url without padding`);
  return Buffer.from(text, 'base64url');
}

function jsonPart(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(base64url(text, what).toString('utf8'));
  } catch (error) {
    throw new Error(`${what} is not base64url JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** Parses `Authorization: vapid t=<JWT>, k=<base64url public key>` (RFC 8292 §3), verifies the ES256 JWT signature with k, and returns claims + k. Throws with a clear message when anything is wrong (scheme, signature, aud not equal to `expectedAudience`, exp in the past or more than 24 h ahead of now). */
export function verifyVapid(
  authorization: string | undefined,
  expectedAudience: string,
  now: Date = new Date(),
): { claims: VapidClaims; publicKey: string } {
  if (!authorization) throw new Error('no Authorization header');
  // RFC 8292 §3: scheme "vapid" (case-insensitive, RFC 7235 §2.1) with auth-params t and k.
  const match = /^vapid\s+(.+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw new Error(`Authorization is not the vapid scheme: ${authorization}`);
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const param = /^\s*([A-Za-z]+)\s*=\s*(?:"([^"]*)"|([^\s"]+))\s*$/.exec(part);
    const name = param?.[1]?.toLowerCase();
    if (!param || !name || params.has(name)) throw new Error(`bad vapid parameter: ${part}`);
    params.set(name, param[2] ?? param[3] ?? '');
  }
  const token = params.get('t');
  const publicKey = params.get('k');
  if (!token || !publicKey) throw new Error('vapid Authorization lacks t= or k=');

  // RFC 8292 §3.2: k is the uncompressed P-256 point the signature must verify with.
  const point = base64url(publicKey, 'vapid k');
  if (point.length !== 65 || point[0] !== 0x04) {
    throw new Error('vapid k is not an uncompressed P-256 point');
  }
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });

  // RFC 8292 §2: a JWS (RFC 7515) signed with ES256, whose signature is r || s (RFC 7518 §3.4).
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || !signature) {
    throw new Error('vapid t is not a JWT');
  }
  if (jsonPart(header, 'JWT header').alg !== 'ES256') throw new Error('vapid JWT alg is not ES256');
  const sig = base64url(signature, 'JWT signature');
  if (sig.length !== 64) throw new Error(`JWT signature is ${sig.length} bytes, not r||s (64)`);
  const signed = Buffer.from(`${header}.${payload}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) {
    throw new Error('vapid JWT signature does not verify with k');
  }

  // RFC 8292 §2: aud is the push resource's origin, exp at most 24 hours ahead; §2.1: sub is a
  // contact (mailto: or https:) for the push service.
  const { aud, exp, sub } = jsonPart(payload, 'JWT claims');
  if (aud !== expectedAudience) {
    throw new Error(`vapid aud ${String(aud)} is not ${expectedAudience}`);
  }
  const nowSeconds = now.getTime() / 1000;
  if (typeof exp !== 'number' || exp <= nowSeconds) throw new Error(`vapid exp ${exp} has passed`);
  if (exp > nowSeconds + 24 * 60 * 60) throw new Error(`vapid exp ${exp} is over 24 h ahead`);
  if (typeof sub !== 'string' || !/^(mailto|https):/.test(sub)) {
    throw new Error(`vapid sub ${String(sub)} is not a mailto: or https: contact`);
  }
  return { claims: { aud, exp, sub }, publicKey };
}

interface ReceivedPush {
  /** the request path, e.g. /push/abc */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** A fresh endpoint URL on this service: `${origin}/push/${name}` */
  endpoint(name: string): string;
  /** Every request received so far, in order. */
  received: ReceivedPush[];
  /** Resolves once at least `count` requests arrived (rejects after timeoutMs, default 10 s, with how many came). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** From now on answer requests to this endpoint path with `status` (e.g. 410 Gone, 500); default for every endpoint is 201 Created, as push services answer. */
  answer(endpointUrl: string, status: number): void;
  close(): Promise<void>;
}

/** Starts the service on 127.0.0.1 on a free port (listen(0)). Accepts POST only (405 otherwise); records each request. */
export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const arrived = new Set<() => void>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // RFC 8030 §5: a push message is a POST to the subscription's push resource. Other methods
      // are no push message, so they are answered 405 and not recorded.
      if (request.method !== 'POST') {
        response.writeHead(405, { allow: 'POST' }).end();
        return;
      }
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      for (const wake of arrived) wake();
      const status = statuses.get(path) ?? 201;
      // RFC 8030 §5: 201 Created names the push message resource in Location.
      const headers = status === 201 ? { location: `${origin}/message/${received.length}` } : {};
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    endpoint: (name) => `${origin}/push/${name}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          if (received.length < count) return;
          arrived.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          arrived.delete(check);
          reject(
            new Error(
              `expected ${count} push requests in ${timeoutMs} ms, ${received.length} came`,
            ),
          );
        }, timeoutMs);
        arrived.add(check);
        check();
      });
    },
    answer(endpointUrl, status) {
      const url = new URL(endpointUrl);
      if (url.origin !== origin) throw new Error(`${endpointUrl} is not on this push service`);
      statuses.set(url.pathname + url.search, status);
    },
    close() {
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      // Keep-alive connections (fetch and web-push keep them) would hold server.close() open.
      server.closeAllConnections();
      return closed;
    },
  };
}
