// Uploading the IndexedDB queue (spec §7, §8), shared by the page's client and the service worker.
import { SAVED_MAX_COUNT, UPLOAD_BATCH_SIZE } from './constants';
import { readBatch, removeItems, type QueuedItem } from './queue';
import type { AnalyticsDb } from './queue-db';
import {
  encodeUpload,
  type BeaconSender,
  type Transport,
  type TransportResponse,
} from './transport';

export interface UploadContext {
  db: AnalyticsDb;
  apiKey: string;
  url: string;
  transport: Transport;
  now: () => number;
  /** The current batch size: halved on 413 (§8), back to §9's 100 after a batch goes through. */
  batchSize: { value: number };
}

export interface UploadHooks {
  onSent?(items: QueuedItem[], response: TransportResponse): void;
  onDropped?(items: QueuedItem[], response: TransportResponse): void;
  onFailed?(items: QueuedItem[], response: TransportResponse): void;
}

export interface UploadSummary {
  sent: number;
  dropped: number;
  /** The answer that stopped the upload with rows still queued; null when the queue emptied. */
  failed: TransportResponse | null;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Sends batches until the queue is empty or an upload fails (the rows then stay queued). */
export async function uploadQueue(
  ctx: UploadContext,
  hooks: UploadHooks = {},
): Promise<UploadSummary> {
  const summary: UploadSummary = { sent: 0, dropped: 0, failed: null };
  for (;;) {
    const items = await readBatch(ctx.db, ctx.batchSize.value);
    if (items.length === 0) return summary;
    const body = encodeUpload(
      ctx.apiKey,
      items.map((item) => item.payload),
      ctx.now(),
    );
    let response: TransportResponse;
    try {
      response = await ctx.transport(ctx.url, body);
    } catch (error) {
      response = { status: 0, body: error instanceof Error ? error.message : 'Network error' };
    }
    if (isSuccess(response.status)) {
      // Rows leave the queue only once the server has them (§7); a resend is de-duplicated there.
      await removeItems(ctx.db, items);
      ctx.batchSize.value = UPLOAD_BATCH_SIZE;
      summary.sent += items.length;
      hooks.onSent?.(items, response);
      continue;
    }
    if (response.status === 413) {
      // §8: too large. Halve the batch and retry; a single event that is still too large can
      // never be sent, so it is dropped and the batch size starts over.
      if (items.length === 1) {
        await removeItems(ctx.db, items);
        ctx.batchSize.value = UPLOAD_BATCH_SIZE;
        summary.dropped += 1;
        hooks.onDropped?.(items, response);
      } else {
        ctx.batchSize.value = Math.ceil(items.length / 2);
      }
      continue;
    }
    // §8: any other answer leaves the events queued for the next trigger. A 429 too, whole and
    // not halved (the batch is not too large, the sender is too busy): the page then pauses for
    // §9's rate-limit back-off (client.ts).
    summary.failed = response;
    hooks.onFailed?.(items, response);
    return summary;
  }
}

/**
 * Hands the queue to `navigator.sendBeacon` when the page is hidden (§7 "beacon transport
 * optional"). A beacon has no answer, so the rows stay queued (§7: deleted only after a 2xx) and
 * the next upload resends them; the ingest keeps one copy per insert_id. Returns the rows handed
 * over; stops when the browser's beacon quota refuses one.
 */
export async function beaconQueue(
  ctx: Omit<UploadContext, 'transport'>,
  beacon: BeaconSender,
): Promise<number> {
  const items = await readBatch(ctx.db, 2 * SAVED_MAX_COUNT);
  const size = Math.max(1, ctx.batchSize.value);
  let handed = 0;
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size).map((item) => item.payload);
    if (!beacon(ctx.url, encodeUpload(ctx.apiKey, batch, ctx.now()))) break;
    handed += batch.length;
  }
  return handed;
}
