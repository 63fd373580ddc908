// `npm run operator -- set-employee` (scripts/operator.mjs → dist-server/operator.js) run as a child
// process against a database on disk, the way an operator runs it: PGlite under a temp DATA_DIR,
// or, when TEST_DB=postgres, a new database named by DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase, type DatabaseTarget } from '@server/db/client';
import { getUser } from '@server/services/users';
import { Agent, signedInAgent } from '../support/agent';
import { runOperator } from '../support/operator-cli';
import {
  createScratchDatabase,
  databaseKind,
  pgliteSnapshot,
  postgresTemplate,
  preparePgliteDataDir,
  testDeps,
} from '../support/test-app';

const scratch = mkdtempSync(join(tmpdir(), 'stockroom-operator-'));
let target: DatabaseTarget;
let env: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    target = { kind: 'pglite', dataDir: join(scratch, 'pglite') };
    env = { DATA_DIR: scratch };
    await preparePgliteDataDir(join(scratch, 'pglite'));
    return;
  }
  const copy = await createScratchDatabase(serverUrl, 'op', { template: postgresTemplate() });
  target = { kind: 'postgres', url: copy.url, poolSize: 2 };
  env = { DATABASE_URL: copy.url };
  dropDatabase = copy.drop;
});
afterAll(async () => {
  await dropDatabase();
  rmSync(scratch, { recursive: true, force: true });
});

/** Signs a user up through the API on the target database, then closes it (PGlite: one process). */
async function signUpOnTarget(): Promise<{ email: string; id: string }> {
  const database = await openDatabase(target);
  try {
    const app = await buildApp(testDeps(database.db));
    const { email, id } = await signedInAgent(new Agent(app));
    await app.close();
    return { email, id };
  } finally {
    await database.close();
  }
}

async function isEmployeeOnTarget(userId: string): Promise<boolean> {
  const database = await openDatabase(target);
  try {
    return (await getUser(database.db, userId)).is_nvstr_employee;
  } finally {
    await database.close();
  }
}

// Each case starts Node and opens a database on disk: seconds each on a busy machine, and the first
// case, four of them, took over 90 s on PGlite while the machine ran the whole suite and more.
describe('npm run operator -- set-employee', { timeout: 180_000 }, () => {
  it('sets and unsets the flag, saying what it did', async () => {
    const { email, id } = await signUpOnTarget();
    const set = await operator(['set-employee', email, 'true']);
    expect(set.stderr).toBe('');
    expect(set.status).toBe(0);
    expect(set.stdout).toContain(
      `Set is_nvstr_employee=true for ${email} (user ${id}) (was false)`,
    );
    // The database the server would use: DATABASE_URL when set, else PGlite under DATA_DIR.
    expect(set.stdout).toContain(
      target.kind === 'postgres'
        ? 'Database: PostgreSQL at'
        : `Database: PGlite (embedded) at ${scratch}`,
    );
    expect(await isEmployeeOnTarget(id)).toBe(true);

    const again = await operator(['set-employee', email, 'true']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('nothing changed');

    const unset = await operator(['set-employee', email, 'false']);
    expect(unset.status).toBe(0);
    expect(await isEmployeeOnTarget(id)).toBe(false);
  });

  // The failures are the same whichever database is behind them: checked once, on PostgreSQL.
  it.runIf(databaseKind() === 'postgres')('fails with status 1 for an unknown email', async () => {
    await signUpOnTarget(); // the database exists
    const result = await operator(['set-employee', 'nobody-here@example.com', 'true']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No account has the email nobody-here@example.com');
  });

  it.runIf(databaseKind() === 'postgres')(
    'fails with status 2 and the usage for a bad value, a missing one or an unknown command',
    async () => {
      for (const [args, message] of [
        [
          ['set-employee', 'a@example.com', 'yes'],
          'The employee flag must be true or false, not "yes".',
        ],
        [['set-employee', 'a@example.com'], 'set-employee takes an email and then true or false.'],
        [['make-admin', 'a@example.com'], 'Unknown command "make-admin".'],
      ] as const) {
        const result = await operator([...args]);
        expect(result.status, args.join(' ')).toBe(2);
        expect(result.stderr).toContain(message);
        expect(result.stderr).toContain(
          'Usage: npm run operator -- set-employee <email> <true|false>',
        );
      }
    },
  );
});

// PGlite's own lock, whatever TEST_DB says: run once, in the PGlite pass.
describe.runIf(databaseKind() === 'pglite')(
  'PGlite data directory lock',
  { timeout: 60_000 },
  () => {
    it('refuses to run while another process (the server) has the PGlite database open', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'stockroom-locked-'));
      // From the run's migrated snapshot: the lock is the point here, not initdb and migrations.
      const snapshot = pgliteSnapshot();
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: join(dir, 'pglite'),
        ...(snapshot ? { snapshot } : {}),
      });
      try {
        const result = await operator(['set-employee', 'a@example.com', 'true'], { DATA_DIR: dir });
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

/** The operator command against this file's database (`env`, set up above). */
const operator = (args: string[], extraEnv: Record<string, string> = env) =>
  runOperator(args, extraEnv);
