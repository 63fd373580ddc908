// Operator commands (`npm run operator -- help`, via scripts/operator.mjs). They open the database
// exactly as the server does (server/config.ts: DATABASE_URL, else PGlite under DATA_DIR, with
// migrations applied) and change what no API route may: the employee flag (§3, §6) and the
// review of live-account applications; and show what support needs: the sandbox's pending
// micro-deposit amounts. `npm run ops` is the same command.
import { existsSync } from 'node:fs';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import {
  REQUIRED_ACTIONS,
  REVIEW_DECISIONS,
  type RequiredAction,
  type ReviewDecision,
} from '@/contract/live-accounts';
import { setEmployee, type EmployeeChange } from './services/employees';
import {
  centsText,
  pendingMicroDeposits,
  type PendingMicroDeposits,
} from './services/funding/pending-micro-deposits';
import { reviewApplication, ReviewError, type ReviewChange } from './services/live-accounts/review';
import { setOperator } from './services/ops/operators';
import {
  parseSupportArgs,
  runSupportCommand,
  SUPPORT_HELP,
  SUPPORT_USAGE,
  type SupportCommand,
} from './services/support/command';

const USAGE = `Usage: npm run operator -- set-employee <email> <true|false>
       npm run ops -- review <email> <in_review|action_required|approved|rejected>
                             [--reason "..."] [--action <resubmit_address|upload_documents>]
       npm run ops -- micro-deposits <email>
       npm run ops -- grant-operator <email>
       npm run ops -- revoke-operator <email>
${SUPPORT_USAGE}

  set-employee   Mark the account with this email as an employee (true) or not (false).
                 Analytics only: it is the is_nvstr_employee user property (spec §3, §6).
  review         Move a submitted live-account application along the review queue. approved
                 opens the live account; action_required needs --reason (shown to the applicant)
                 and --action (what they do next: enter the address again, or upload a
                 document); approved and rejected are final. With IDENTITY_PROVIDER=sandbox (the
                 default) applications are decided on their own; this still steps in.
  micro-deposits Print the two micro-deposit amounts of each of the user's bank links still
                 waiting for verification. The sandbox bank link moves no money, so this is
                 where support and testers read them (read-only).
  grant-operator Make the account with this email an operator: the /ops console (support
                 replies, the audit log) answers them, and their sessions end after 30 idle
                 minutes. revoke-operator takes it back. Both are written to the audit log.
${SUPPORT_HELP}

The database is the server's: DATABASE_URL when set, else PGlite under DATA_DIR (./data).
On PGlite, stop the server first: an embedded database has one process at a time.`;

/** A command given wrongly: exit status 2, and the database is not opened. */
class UsageError extends Error {}

type Command =
  | { name: 'help' }
  | { name: 'set-employee'; email: string; isEmployee: boolean }
  | {
      name: 'review';
      email: string;
      decision: ReviewDecision;
      reason: string | null;
      action: RequiredAction | null;
    }
  | { name: 'micro-deposits'; email: string }
  | { name: 'grant-operator'; email: string }
  | { name: 'revoke-operator'; email: string }
  | { name: 'support'; command: SupportCommand };

function parseCommand(args: readonly string[]): Command {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help') return { name: 'help' };
  if (name === 'review') return parseReview(rest);
  if (name === 'support') {
    const command = parseSupportArgs(rest);
    if (typeof command === 'string') throw new UsageError(command);
    return { name, command };
  }
  if (name === 'grant-operator' || name === 'revoke-operator') {
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) throw new UsageError(`${name} takes one email.`);
    return { name, email };
  }
  if (name === 'micro-deposits') {
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) throw new UsageError('micro-deposits takes one email.');
    return { name, email };
  }
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

/** `--name value` or `--name=value`; a flag given without a value is a usage error. */
function takeFlag(args: string[], name: string, example: string): string | null {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return null;
  const [arg] = args.splice(at, 1) as [string];
  const value = (arg.includes('=') ? arg.slice(name.length + 1) : args.splice(at, 1)[0])?.trim();
  if (!value) throw new UsageError(`${name} needs a value, e.g. ${name} ${example}.`);
  return value;
}

function parseReview(rest: readonly string[]): Command {
  const positional = [...rest];
  const reason = takeFlag(positional, '--reason', '"Upload a clearer ID photo"');
  const action = takeFlag(positional, '--action', 'upload_documents');
  const [email, decision, ...extra] = positional;
  if (!email || decision === undefined || extra.length > 0) {
    throw new UsageError('review takes an email and then a status.');
  }
  if (!(REVIEW_DECISIONS as readonly string[]).includes(decision)) {
    throw new UsageError(
      `The status must be one of ${REVIEW_DECISIONS.join(', ')}, not "${decision}".`,
    );
  }
  if (action !== null && !(REQUIRED_ACTIONS as readonly string[]).includes(action)) {
    throw new UsageError(
      `--action must be one of ${REQUIRED_ACTIONS.join(', ')}, not "${action}".`,
    );
  }
  return {
    name: 'review',
    email,
    decision: decision as ReviewDecision,
    reason,
    action: action as RequiredAction | null,
  };
}

function describeReview(change: ReviewChange): string {
  const who = `${change.email} (user ${change.userId})`;
  if (!change.changed) return `The application of ${who} is already ${change.to}; nothing changed.`;
  const opened = change.liveAccountId ? ` Live account ${change.liveAccountId} is open.` : '';
  return `Moved the application of ${who} from ${change.from} to ${change.to}.${opened}`;
}

function describePending(item: PendingMicroDeposits): string {
  const [first, second] = item.amountsCents;
  const tries = `${item.triesLeft} ${item.triesLeft === 1 ? 'try' : 'tries'} left`;
  return `  ${item.nickname} (••••${item.lastFour}, bank account ${item.bankAccountId}): ${centsText(first)} and ${centsText(second)} (${tries})`;
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
  const target = readConfig(process.env).database;
  // A mistyped DATA_DIR would otherwise get a new, empty database and "no such account".
  if (target.kind === 'pglite' && target.dataDir && !existsSync(target.dataDir)) {
    console.error(`No database at ${target.dataDir}: check DATA_DIR (or set DATABASE_URL).`);
    return 1;
  }
  const database = await openDatabase(target);
  try {
    if (command.name === 'support') {
      const { lines, status } = await runSupportCommand(database.db, command.command);
      for (const line of lines) (status === 0 ? console.log : console.error)(line);
      console.log(`Database: ${database.describe}.`);
      return status;
    }
    if (command.name === 'grant-operator' || command.name === 'revoke-operator') {
      const operator = command.name === 'grant-operator';
      const change = await setOperator(database.db, command.email, operator, new Date());
      if (!change) {
        console.error(`No account has the email ${command.email} (${database.describe}).`);
        return 1;
      }
      const now = operator ? 'an operator' : 'not an operator';
      console.log(
        change.was === operator
          ? `${change.email} is ${now} already; nothing changed. Database: ${database.describe}.`
          : `${change.email} is ${now} now. Database: ${database.describe}.`,
      );
      return 0;
    }
    if (command.name === 'micro-deposits') {
      const found = await pendingMicroDeposits(database.db, command.email);
      if (!found) {
        console.error(`No account has the email ${command.email} (${database.describe}).`);
        return 1;
      }
      const who = `${found.email} (user ${found.userId})`;
      if (found.pending.length === 0) {
        console.log(`${who} has no bank link waiting for micro-deposit verification.`);
        return 0;
      }
      console.log(`Micro-deposits waiting for verification for ${who}:`);
      for (const item of found.pending) console.log(describePending(item));
      console.log(`Database: ${database.describe}.`);
      return 0;
    }
    if (command.name === 'review') {
      try {
        const change = await reviewApplication(
          database.db,
          command.email,
          command.decision,
          command.reason,
          command.action,
        );
        console.log(`${describeReview(change)} Database: ${database.describe}.`);
        return 0;
      } catch (error) {
        if (!(error instanceof ReviewError)) throw error;
        console.error(`${error.message} (${database.describe})`);
        return 1;
      }
    }
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
