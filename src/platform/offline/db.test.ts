import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { STOCKROOM_VERSIONS, StockroomDb, type SchemaVersion } from './db';

const opened: Dexie[] = [];
let counter = 0;
const freshName = () => `stockroom-test-${Date.now()}-${counter++}`;
function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

describe('the stockroom IndexedDB database', () => {
  it('opens fresh at version 3 with its stores and their keys', async () => {
    const db = track(new StockroomDb(freshName()));
    await db.open();
    expect(db.verno).toBe(3);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'drafts',
      'learnCompletionQueue',
      'learnStates',
      'lessonCompletions',
      'lessons',
    ]);
    expect(db.learnCompletionQueue.schema.primKey.keyPath).toBe('key');
    expect(db.learnStates.schema.primKey.keyPath).toBe('userId');
    expect(db.lessons.schema.primKey.keyPath).toBe('lessonId');
    expect(db.drafts.schema.primKey.keyPath).toBe('key');
    expect(db.lessonCompletions.schema.indexes.map((index) => index.name)).toEqual(['synced']);
  });

  it('uses the default name "stockroom"', () => {
    const db = new StockroomDb();
    expect(db.name).toBe('stockroom');
  });
});

// The migration test pattern: every version appended to STOCKROOM_VERSIONS gets a test like these.
// Write data with the versions before it, reopen with the new list, check the data (and whatever
// the upgrade function changes).
const VERSION_1 = STOCKROOM_VERSIONS.slice(0, 1);

async function writeVersion1Data(name: string): Promise<void> {
  const v1 = new StockroomDb(name, VERSION_1);
  await v1.table('analyticsEvents').add({ sequenceNumber: 7, insertId: 'ins-7', payload: {} });
  await v1.lessons.put({ lessonId: 'lesson-1', lesson: { title: 'Bonds' }, cachedAt: 1 });
  await v1.lessonCompletions.put({
    lessonId: 'lesson-1',
    completedAt: '2025-01-02T03:04:05.000Z',
    synced: 0,
  });
  await v1.drafts.put({ key: 'thought:AAPL', value: { text: 'Long' }, updatedAt: 5 });
  v1.close();
}

describe('schema migrations', () => {
  it('version 2 drops the analytics tables (moved to their own database) and keeps the rest', async () => {
    const name = freshName();
    await writeVersion1Data(name);
    const v2 = track(new StockroomDb(name, STOCKROOM_VERSIONS.slice(0, 2)));
    await v2.open();
    expect(v2.verno).toBe(2);
    expect(v2.tables.map((table) => table.name)).not.toContain('analyticsEvents');
    expect(await v2.lessons.get('lesson-1')).toMatchObject({ lesson: { title: 'Bonds' } });
    expect(await v2.lessonCompletions.where('synced').equals(0).count()).toBe(1);
    expect(await v2.drafts.get('thought:AAPL')).toMatchObject({ value: { text: 'Long' } });
  });

  it('version 3 adds the learn tables and keeps every earlier row', async () => {
    const name = freshName();
    await writeVersion1Data(name);
    const v3 = track(new StockroomDb(name));
    await v3.open();
    expect(v3.verno).toBe(3);
    expect(await v3.lessons.get('lesson-1')).toMatchObject({ lesson: { title: 'Bonds' } });
    expect(await v3.drafts.get('thought:AAPL')).toMatchObject({ value: { text: 'Long' } });
    await v3.learnCompletionQueue.put({
      key: 'k-1',
      userId: 'u-1',
      lessonId: 'lesson-1',
      finishedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(await v3.learnCompletionQueue.where('userId').equals('u-1').count()).toBe(1);
  });

  it('an upgrade function can rewrite rows (the pattern for a later version 4)', async () => {
    const name = freshName();
    await writeVersion1Data(name);
    const v4Versions: SchemaVersion[] = [
      ...STOCKROOM_VERSIONS,
      {
        version: 4,
        // e.g. a later version indexes drafts by kind and fills it in for existing rows.
        stores: { drafts: 'key, updatedAt, kind' },
        upgrade: (tx) =>
          tx
            .table('drafts')
            .toCollection()
            .modify((draft: { key: string; kind?: string }) => {
              draft.kind = draft.key.split(':')[0];
            }),
      },
    ];
    const v4 = track(new StockroomDb(name, v4Versions));
    await v4.open();
    expect(v4.verno).toBe(4);
    expect(await v4.drafts.get('thought:AAPL')).toMatchObject({
      value: { text: 'Long' },
      kind: 'thought',
    });
  });

  it('an open older connection lets go when a newer version opens (versionchange)', async () => {
    const name = freshName();
    const current = new StockroomDb(name);
    await current.open();
    const next = track(
      new StockroomDb(name, [...STOCKROOM_VERSIONS, { version: 4, stores: { extra: 'id' } }]),
    );
    await next.open(); // would be blocked forever if the current one kept its connection
    expect(next.verno).toBe(4);
    expect(current.isOpen()).toBe(false);
  });
});
