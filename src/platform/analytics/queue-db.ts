// The analytics queue's own IndexedDB database, on the bare IndexedDB API (no Dexie). Every page
// starts the analytics client at boot, and Dexie alone is ~28 KiB gzipped: the JS budget for `/`
// (`npm run bench:js`) cannot carry it. So the queue (events, identifies) and the
// client's identity record live here, shared by the page and the service worker; the Dexie
// database (platform/offline/db.ts) keeps what only lazy screens read (lessons, drafts).
//
// Schema changes: bump ANALYTICS_DB_VERSION and add a step to `upgrade` for `oldVersion` below it
// (never edit a shipped step); queue-db.test.ts shows the migration test each step gets.

export const ANALYTICS_DB_NAME = 'stockroom-analytics';
export const ANALYTICS_DB_VERSION = 1;

export type QueueStoreName = 'events' | 'identifies';
export type StoreName = QueueStoreName | 'meta';
export const QUEUE_STORES: readonly QueueStoreName[] = ['events', 'identifies'];

function upgrade(db: IDBDatabase, oldVersion: number): void {
  if (oldVersion < 1) {
    for (const name of QUEUE_STORES) {
      // Auto-increment `id` is the queue order within one store; spec §4 merges the two stores by
      // sequence number, and one row per insert_id keeps a retried enqueue from doubling.
      const store = db.createObjectStore(name, { keyPath: 'id', autoIncrement: true });
      store.createIndex('sequenceNumber', 'sequenceNumber');
      store.createIndex('insertId', 'insertId', { unique: true });
    }
    db.createObjectStore('meta'); // small records by key (the identity)
  }
}

/** One lazily opened connection; reopened after another context upgrades the database. */
export class AnalyticsDb {
  private connection: Promise<IDBDatabase> | null = null;

  constructor(readonly name: string = ANALYTICS_DB_NAME) {}

  open(): Promise<IDBDatabase> {
    this.connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(this.name, ANALYTICS_DB_VERSION);
      request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
      request.onsuccess = () => {
        const db = request.result;
        // A newer page or worker wants a newer schema: let go, so its upgrade is not blocked.
        // This context's next use reopens (and fails with a VersionError while its code is the
        // older one — the update prompt then brings the new code).
        db.onversionchange = () => this.close();
        resolve(db);
      };
      request.onerror = () => {
        this.connection = null;
        reject(request.error ?? new Error(`could not open ${this.name}`));
      };
    });
    return this.connection;
  }

  close(): void {
    const connection = this.connection;
    this.connection = null;
    void connection?.then((db) => db.close()).catch(() => undefined);
  }

  /**
   * Runs `body` in one transaction and resolves with what `result()` returns once it commits,
   * so nothing is reported written before it is. `body` issues requests with callbacks (not
   * awaits): a transaction stays open only while requests are pending.
   */
  async transact<T>(
    stores: readonly StoreName[],
    mode: IDBTransactionMode,
    body: (tx: IDBTransaction) => () => T,
  ): Promise<T> {
    const db = await this.open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(stores, mode);
      let result: () => T = () => undefined as T;
      tx.oncomplete = () => resolve(result());
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      try {
        result = body(tx);
      } catch (error) {
        tx.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
}

/** Calls `then` with the request's result when it succeeds (errors abort the transaction). */
export function onResult<T>(request: IDBRequest<T>, then: (value: T) => void): void {
  request.onsuccess = () => then(request.result);
}

let shared: AnalyticsDb | null = null;

/** The page's (or worker's) one analytics database. */
export function analyticsDb(): AnalyticsDb {
  shared ??= new AnalyticsDb();
  return shared;
}

/** Deletes a database (tests). */
export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}
