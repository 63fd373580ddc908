// The service worker's flush (DESIGN.md "Client state and offline"): called from a Background Sync
// handler, it uploads the IndexedDB queue with the same rules as the page (§7, §8) and no DOM.
// It rejects when rows stay queued, so `event.waitUntil(...)` makes the browser retry the sync.
import { UPLOAD_BATCH_SIZE } from './constants';
import { idbIdentityStore, type IdentityStore } from './identity';
import { analyticsDb, type AnalyticsDb } from './queue-db';
import { fetchTransport, uploadUrl, type Transport } from './transport';
import { uploadQueue, type UploadSummary } from './upload';

export interface WorkerFlushOptions {
  db?: AnalyticsDb;
  identity?: IdentityStore;
  transport?: Transport;
  now?: () => number;
}

export async function flushQueueFromWorker(
  serverUrl: string,
  apiKey: string,
  options: WorkerFlushOptions = {},
): Promise<UploadSummary> {
  const nothing: UploadSummary = { sent: 0, dropped: 0, failed: null };
  const now = options.now ?? (() => Date.now());
  if (!apiKey) return nothing; // §5: no key, nothing sent
  const identity = await (options.identity ?? idbIdentityStore()).load(now());
  if (identity?.optOut) return nothing; // §5: opt-out blocks everything, the worker's sends too
  const summary = await uploadQueue({
    db: options.db ?? analyticsDb(),
    apiKey,
    url: uploadUrl(serverUrl),
    transport: options.transport ?? fetchTransport,
    now,
    batchSize: { value: UPLOAD_BATCH_SIZE },
  });
  if (summary.failed) {
    throw new Error(`Analytics upload failed with status ${summary.failed.status}; rows kept`);
  }
  return summary;
}
