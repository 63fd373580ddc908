// The migrated database every PostgreSQL test database is copied from (pg-global-setup.ts).
// CREATE DATABASE … TEMPLATE refuses a template that has any other session ("source database is
// being accessed by other users"), so once migrated it is closed to connections altogether: no
// test can connect to it by mistake (and so make every other file's CREATE DATABASE fail), and
// the setup waits until the migration's own sessions have ended before the first file starts.
import pg from 'pg';
import { openDatabase } from '@server/db/client';

export const TEMPLATE_DATABASE = 'stockroom_template';

/** Creates and migrates the template on the server at `serverUrl`; answers its name. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.close();
    await admin.query(
      `ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`,
    );
    // A closed client's server process ends a moment after the client does.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [TEMPLATE_DATABASE],
      );
      if (rows[0]?.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${TEMPLATE_DATABASE} still has sessions`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return TEMPLATE_DATABASE;
  } finally {
    await admin.end();
  }
}
