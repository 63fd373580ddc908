// The loopback push service's own checks (tests/support/push-service.ts), proved before any test
// leans on them: its decryption against the RFC 8291 example and against what `web-push` sends,
// its VAPID verification, that both refuse altered input, and the service's answers.
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { newPushKeys, pushKeysFrom, startPushService, verifyVapid } from '../support/push-service';

const b64 = (text: string): Buffer => Buffer.from(text, 'base64url');

/** A message from `web-push` to fresh subscription keys, as the server would send it. */
function libraryMessage(payload: string) {
  const keys = newPushKeys();
  const vapid = webpush.generateVAPIDKeys();
  const endpoint = 'https://push.example.net/push/some-subscription';
  const details = webpush.generateRequestDetails(
    { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    payload,
    {
      vapidDetails: { subject: 'mailto:ops@example.com', ...vapid },
      contentEncoding: 'aes128gcm',
      TTL: 60,
    },
  );
  return { keys, vapid, details, audience: new URL(endpoint).origin };
}

describe('push message decryption (RFC 8291, aes128gcm)', () => {
  it('decrypts the example message of RFC 8291 Appendix A', () => {
    const keys = pushKeysFrom(
      b64('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'),
      b64(
        'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
      ),
      b64('BTBZMqHH6r4Tts7J_aSIgg'),
    );
    const body = b64(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmY' +
        'WAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexS' +
        'gSxsj_Qulcy4a-fN',
    );
    expect(keys.decrypt(body).toString('utf8')).toBe('When I grow up, I want to be a watermelon');
  });

  it('refuses a public key that is not the private key’s', () => {
    const other = b64(newPushKeys().p256dh);
    expect(() =>
      pushKeysFrom(b64('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'), other, Buffer.alloc(16)),
    ).toThrow(/not the private key/);
  });

  it('decrypts what web-push encrypts, and its VAPID header verifies', () => {
    const payload = JSON.stringify({ title: 'Order filled', body: '10 × ACME at 12.34 €' });
    const { keys, vapid, details, audience } = libraryMessage(payload);
    expect(keys.p256dh).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b64(keys.auth)).toHaveLength(16);
    expect(keys.decrypt(details.body).toString('utf8')).toBe(payload);

    const { claims, publicKey } = verifyVapid(details.headers.Authorization, audience);
    expect(claims.sub).toBe('mailto:ops@example.com');
    expect(claims.aud).toBe(audience);
    expect(publicKey).toBe(vapid.publicKey);
  });

  it('throws on a flipped ciphertext byte or another subscription’s keys', () => {
    const { keys, details } = libraryMessage('secret');
    const flipped = Buffer.from(details.body);
    flipped[flipped.length - 20]! ^= 0x01;
    expect(() => keys.decrypt(flipped)).toThrow(/authentication/);
    expect(() => newPushKeys().decrypt(details.body)).toThrow(/authentication/);
    expect(() => keys.decrypt(details.body.subarray(0, 40))).toThrow();
  });
});

describe('VAPID verification (RFC 8292)', () => {
  it('throws on a changed claim under the old signature', () => {
    const { details, audience } = libraryMessage('x');
    const authorization = details.headers.Authorization!;
    const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)!;
    const [header, payload, signature] = token!.split('.');
    const claims = JSON.parse(b64(payload!).toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'mailto:evil@example.com' }));
    const tampered = `vapid t=${header}.${forged.toString('base64url')}.${signature}, k=${k}`;
    expect(() => verifyVapid(tampered, audience)).toThrow(/signature/);
  });

  it('throws on a wrong audience, an expiry out of range, or no vapid header', () => {
    const { details, audience } = libraryMessage('x');
    const authorization = details.headers.Authorization;
    expect(() => verifyVapid(authorization, 'https://other.example.net')).toThrow(/aud/);
    // web-push signs for 12 hours: 13 hours on it has passed; 13 hours before, it is over 24 h ahead.
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    expect(() => verifyVapid(authorization, audience, hours(13))).toThrow(/passed/);
    expect(() => verifyVapid(authorization, audience, hours(-13))).toThrow(/24 h/);
    expect(() => verifyVapid(undefined, audience)).toThrow(/no Authorization/);
    expect(() => verifyVapid('WebPush abc', audience)).toThrow(/vapid scheme/);
  });
});

describe('the loopback push service', () => {
  it('records POSTs, answers 201 or what it was told, and closes', async () => {
    const service = await startPushService();
    try {
      const endpoint = service.endpoint('a');
      expect(endpoint).toBe(`${service.origin}/push/a`);
      const first = await fetch(endpoint, { method: 'POST', body: 'one', headers: { ttl: '60' } });
      expect(first.status).toBe(201);
      const [push] = await service.waitFor(1);
      expect(push?.path).toBe('/push/a');
      expect(push?.headers.ttl).toBe('60');
      expect(push?.body.toString('utf8')).toBe('one');

      service.answer(endpoint, 410);
      expect((await fetch(endpoint, { method: 'POST', body: 'two' })).status).toBe(410);
      expect((await fetch(service.endpoint('b'), { method: 'POST' })).status).toBe(201);
      expect((await fetch(endpoint)).status).toBe(405);
      expect(service.received.map((r) => r.path)).toEqual(['/push/a', '/push/a', '/push/b']);
      await expect(service.waitFor(4, 50)).rejects.toThrow(/3 came/);
    } finally {
      await service.close();
    }
    await expect(fetch(service.endpoint('a'), { method: 'POST' })).rejects.toThrow();
  });
});
