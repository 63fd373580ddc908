// Operator commands (`npm run operator -- help`, via scripts/operator.mjs). They open the database
// exactly as the server does (server/config.ts: DATABASE_URL, else PGlite under DATA_DIR, with
// migrations applied) and change what no API route may: the employee flag (§3, §6).
import { existsSync } from 'node:fs';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { setEmployee, type EmployeeChange } from './services/employees';

const USAGE = `Usage: npm run operator -- set-employee <email> <true|false>

  set-employee   Mark the account with this email as an employee (true) or not (false).
                 Analytics only: it is the is_nvstr_employee user property (spec §3, §6).

The database is the server's: DATABASE_URL when set, else PGlite under DATA_DIR (./data).
On PGlite, stop the server first: an embedded database has one process at a time.`;

/** A command given wrongly: exit status 2, and the database is not opened. */
class UsageError extends Error {}

type Command = { name: 'help' } | { name: 'set-employee'; email: string; isEmployee: boolean };

function parseCommand(args: readonly string[]): Command {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') return { name: 'help' };
  if (name !== 'set-employee') throw new UsageError(`Unknown command "${name}".`);
  const [email, value, ...extra] = rest;
  if (!email || value === undefined || extra.length > 0) {
    throw new UsageError('set-employee takes an email and then true or false.');
  }
  if (value !== 'true' && value !== 'false') {
    throw new UsageError(`The employee flag must be true or false, not "${value}".`);
  }
  return { name, email, isEmployee: value === 'true' };
}

function describeChange(change: EmployeeChange): string {
  const who = `${change.email} (user ${change.id})`;
  if (change.was === change.isEmployee) {
    return `${who} already has is_nvstr_employee=${change.isEmployee}; nothing changed.`;
  }
  return `Set is_nvstr_employee=${change.isEmployee} for ${who} (was ${change.was}).`;
}

/** Exit status 0 when done, 1 when the command failed, 2 when it was given wrongly. */
async function run(args: readonly string[]): Promise<number> {
  const command = parseCommand(args);
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  const target = readConfig().database;
  // A mistyped DATA_DIR would otherwise get a new, empty database and "no such account".
  if (target.kind === 'pglite' && target.dataDir && !existsSync(target.dataDir)) {
    console.error(`No database at ${target.dataDir}: check DATA_DIR (or set DATABASE_URL).`);
    return 1;
  }
  const database = await openDatabase(target);
  try {
    const change = await setEmployee(database.db, command.email, command.isEmployee);
    if (!change) {
      console.error(`No account has the email ${command.email} (${database.describe}).`);
      return 1;
    }
    console.log(`${describeChange(change)} Database: ${database.describe}.`);
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (error: unknown) => {
    const usage = error instanceof UsageError;
    console.error(error instanceof Error ? error.message : error);
    if (usage) console.error(`\n${USAGE}`);
    process.exit(usage ? 2 : 1);
  },
);
