// The list of API files `npm test` runs on PGlite (tests/support/pglite-subset.mjs) stays true to
// what it claims: each file exists, each feature area has one, and every test that runs on PGlite
// only is in it (it would run nowhere otherwise). Needs no database.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_AREAS, PGLITE_SUBSET } from '../support/pglite-subset.mjs';

const API_DIR = new URL('.', import.meta.url).pathname;
const apiTestFiles = readdirSync(API_DIR).filter((name) => name.endsWith('.test.ts'));
const source = (file: string) => readFileSync(join(API_DIR, file), 'utf8');

/** Tests that run on PGlite alone: a runIf on the database kind being PGlite (or not PostgreSQL). */
const PGLITE_ONLY = /databaseKind\(\)\s*(===\s*'pglite'|!==\s*'postgres')/;
/** A whole file that runs nothing on PGlite: every test or block in it asks for PostgreSQL. */
function postgresOnly(file: string): boolean {
  const text = source(file);
  const topLevel = text.split('\n').filter((line) => /^(describe|it|test)\b/.test(line));
  return (
    topLevel.length > 0 &&
    topLevel.every((line) =>
      /^(describe|it|test)\.runIf\(databaseKind\(\) === 'postgres'\)/.test(line),
    )
  );
}

describe('the PGlite subset', () => {
  it('names files that exist, each once', () => {
    const files = PGLITE_SUBSET.map((entry) => entry.file);
    expect(files.filter((file) => !apiTestFiles.includes(file))).toEqual([]);
    expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
  });

  it('has a file for every feature area, and no other area', () => {
    const covered = new Set(PGLITE_SUBSET.map((entry) => entry.area));
    expect(FEATURE_AREAS.filter((area) => !covered.has(area))).toEqual([]);
    expect(PGLITE_SUBSET.filter((entry) => !FEATURE_AREAS.includes(entry.area))).toEqual([]);
  });

  it('says why for every file', () => {
    expect(PGLITE_SUBSET.filter((entry) => entry.why.trim().length < 10)).toEqual([]);
  });

  it('holds every file with tests that run on PGlite only', () => {
    const pgliteOnly = apiTestFiles.filter((file) => PGLITE_ONLY.test(source(file)));
    expect(pgliteOnly).toContain('operator-cli.test.ts');
    const listed = new Set(PGLITE_SUBSET.map((entry) => entry.file));
    expect(pgliteOnly.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('holds no file that runs nothing on PGlite', () => {
    expect(apiTestFiles.filter(postgresOnly)).toContain('ledger-property.test.ts');
    expect(PGLITE_SUBSET.filter((entry) => postgresOnly(entry.file))).toEqual([]);
  });
});
