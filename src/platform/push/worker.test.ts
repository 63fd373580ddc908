// A tapped push opens a screen of the app, never another site (worker.ts pushTarget).
import { describe, expect, it } from 'vitest';
import { pushTarget } from './worker';

const origin = 'https://app.stockroom.example';

describe('pushTarget', () => {
  it('opens the app path the notification names', () => {
    expect(pushTarget('/app/securities/AAPL', origin)).toBe(`${origin}/app/securities/AAPL`);
    expect(pushTarget('/app/orders?status=open', origin)).toBe(`${origin}/app/orders?status=open`);
  });

  it('opens the notification centre for anything else', () => {
    for (const path of ['https://evil.example/app', '//evil.example/app', '/about', 42, null]) {
      expect(pushTarget(path, origin)).toBe(`${origin}/app/notifications`);
    }
  });
});
