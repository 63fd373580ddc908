// The client's Dexie database (DESIGN.md "Client state and offline"): cached lessons, offline
// lesson completions and drafts, read by lazily loaded screens. The analytics queue, which every
// page needs at boot, lives in its own small database without Dexie
// (platform/analytics/queue-db.ts): see version 2 below. Schema changes add a version to
// STOCKROOM_VERSIONS (never edit a shipped one); db.test.ts shows the migration test each gets.
import Dexie, { type EntityTable, type Transaction } from 'dexie';

const DB_NAME = 'stockroom';

export interface CachedLesson {
  lessonId: string;
  lesson: unknown;
  cachedAt: number;
}

export interface LessonCompletion {
  /** One row per lesson: completing it again offline keeps the first completion. */
  lessonId: string;
  /** ISO 8601 UTC. */
  completedAt: string;
  /** 0 or 1, not a boolean: IndexedDB cannot index booleans. */
  synced: 0 | 1;
}

export interface Draft {
  /** e.g. `thought:<ticker>` or `form:<form id>`. */
  key: string;
  value: unknown;
  updatedAt: number;
}

/** The member's last learn state (src/contract/learn.ts), so the learn screens open offline. */
export interface CachedLearnState {
  userId: string;
  state: unknown;
  cachedAt: number;
}

/**
 * A lesson completed while offline (or whose request failed on the network), waiting to be sent
 * (features/learn/completion-queue.ts). The key is the request's Idempotency-Key.
 */
export interface QueuedLessonCompletion {
  key: string;
  userId: string;
  lessonId: string;
  /** When the member finished reading, ISO 8601 UTC: sent as `finished_at`. */
  finishedAt: string;
}

export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => PromiseLike<unknown> | void;
}

/** Every version ever shipped, in order. */
export const STOCKROOM_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      analyticsEvents: '++id, sequenceNumber, &insertId',
      analyticsIdentifies: '++id, sequenceNumber, &insertId',
      lessons: 'lessonId',
      lessonCompletions: 'lessonId, synced',
      drafts: 'key, updatedAt',
    },
  },
  {
    // The analytics queue moved to its own database (platform/analytics/queue-db.ts) so that the
    // page boots without Dexie (the JS budget of `/`). No build with version 1 reached users,
    // so there were no queued rows to carry over.
    version: 2,
    stores: { analyticsEvents: null, analyticsIdentifies: null },
  },
  {
    // Learn-and-earn offline (DESIGN.md "Client state and offline"): the member's learn state,
    // and completions queued with their idempotency key and owner (the version-1
    // `lessonCompletions` table has neither, so a completion could not be sent safely or by the
    // right session; it stays unused).
    version: 3,
    stores: { learnStates: 'userId', learnCompletionQueue: 'key, userId, lessonId' },
  },
];

export class StockroomDb extends Dexie {
  lessons!: EntityTable<CachedLesson, 'lessonId'>;
  lessonCompletions!: EntityTable<LessonCompletion, 'lessonId'>;
  learnStates!: EntityTable<CachedLearnState, 'userId'>;
  learnCompletionQueue!: EntityTable<QueuedLessonCompletion, 'key'>;
  drafts!: EntityTable<Draft, 'key'>;

  constructor(name: string = DB_NAME, versions: readonly SchemaVersion[] = STOCKROOM_VERSIONS) {
    super(name);
    for (const { version, stores, upgrade } of versions) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
    // A newer tab (or a new service worker) wants to upgrade the schema: this page's copy of the
    // code is out of date, so let go of the database and reload into the new version. In a worker
    // there is no page to reload; closing is enough (Dexie reopens on the next use).
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: false });
      if (typeof window !== 'undefined') window.location.reload();
      return false;
    });
  }
}

let shared: StockroomDb | null = null;

/** The page's (or worker's) one connection, opened on first use. */
export function stockroomDb(): StockroomDb {
  shared ??= new StockroomDb();
  return shared;
}
