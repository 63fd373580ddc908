import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { STOCKROOM_WEB_KEY } from './constants';
import { trackPageView } from './page-view';
import { readBatch } from './queue';
import { analyticsDb } from './queue-db';
import { setEventSender } from './sender';
import { startAnalytics } from './start';

afterAll(() => setEventSender(null));

describe('startAnalytics', () => {
  it('starts one client, makes it the event sender and queues page views in IndexedDB', async () => {
    const client = startAnalytics({ serverUrl: 'https://stockroom.test' });
    expect(startAnalytics()).toBe(client); // §4: setup runs once

    trackPageView('About Us', '/about'); // before init has finished: waits for it (§4)
    await client.init();
    const rows = await readBatch(analyticsDb(), 10);
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        event_type: 'page viewed',
        event_properties: { location: '/about', page_name: 'About Us' },
        device_id: client.deviceId(),
      }),
    ]);
    expect(STOCKROOM_WEB_KEY).toBe('stockroom-web');
    await client.setOptOut(true); // stops the 30 s upload timer
  });
});
