// The migrated databases that PostgreSQL test databases are copied from: the API suite's
// (pg-global-setup.ts) and the browser tests' empty and seeded ones (e2e-global-setup.ts).
// CREATE DATABASE … TEMPLATE refuses a template that has any other session ("source database is
// being accessed by other users"), so once made a template is closed to connections altogether:
// no test can connect to it by mistake (and so make every other file's CREATE DATABASE fail), and
// this waits until its own sessions have ended before the first file starts.
import pg from 'pg';
import { openDatabase, type Db } from '@server/db/client';

const TEMPLATE_DATABASE = 'stockroom_template';

/** `url` with another database's name in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a template on the server at `serverUrl` and answers its name: a copy of the template
 * `from` (else new and empty), migrated, then changed by `prepare` (e.g. seeded).
 */
export async function createPostgresTemplate(
  serverUrl: string,
  options: { name?: string; from?: string; prepare?: (db: Db) => Promise<void> } = {},
): Promise<string> {
  const name = options.name ?? TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      options.from ? `CREATE DATABASE ${name} TEMPLATE ${options.from}` : `CREATE DATABASE ${name}`,
    );
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, name),
      poolSize: 1,
    });
    try {
      await options.prepare?.(database.db);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    // A closed client's server process ends a moment after the client does.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${name} still has sessions`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return name;
  } finally {
    await admin.end();
  }
}
