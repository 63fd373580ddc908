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
  it('opens fresh at version 2 with the three stores and their keys', async () => {
    const db = track(new StockroomDb(freshName()));
    await db.open();
    expect(db.verno).toBe(2);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'drafts',
      'lessonCompletions',
      'lessons',
    ]);
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
    const v2 = track(new StockroomDb(name));
    await v2.open();
    expect(v2.verno).toBe(2);
    expect(v2.tables.map((table) => table.name)).not.toContain('analyticsEvents');
    expect(await v2.lessons.get('lesson-1')).toMatchObject({ lesson: { title: 'Bonds' } });
    expect(await v2.lessonCompletions.where('synced').equals(0).count()).toBe(1);
    expect(await v2.drafts.get('thought:AAPL')).toMatchObject({ value: { text: 'Long' } });
  });

  it('an upgrade function can rewrite rows (the pattern for a later version 3)', async () => {
    const name = freshName();
    await writeVersion1Data(name);
    const v3Versions: SchemaVersion[] = [
      ...STOCKROOM_VERSIONS,
      {
        version: 3,
        // e.g. a later issue indexes drafts by kind and fills it in for existing rows.
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
    const v3 = track(new StockroomDb(name, v3Versions));
    await v3.open();
    expect(v3.verno).toBe(3);
    expect(await v3.drafts.get('thought:AAPL')).toMatchObject({
      value: { text: 'Long' },
      kind: 'thought',
    });
  });

  it('an open older connection lets go when a newer version opens (versionchange)', async () => {
    const name = freshName();
    const v2 = new StockroomDb(name);
    await v2.open();
    const v3 = track(
      new StockroomDb(name, [...STOCKROOM_VERSIONS, { version: 3, stores: { extra: 'id' } }]),
    );
    await v3.open(); // would be blocked forever if v2 kept its connection
    expect(v3.verno).toBe(3);
    expect(v2.isOpen()).toBe(false);
  });
});
