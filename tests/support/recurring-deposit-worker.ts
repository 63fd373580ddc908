// One scheduler "server instance" as its own OS process, for
// tests/api/recurring-deposits-two-processes.test.ts (two server processes on one PostgreSQL run
// the scheduler over 100 due recurring deposits → exactly 100 deposits).
// It connects to DATABASE_URL the way server/main.ts does (openDatabase, its own pool), prints
// "ready", waits for "go" on stdin so that both processes start together, runs the job RUNS times
// at the instant RUN_AT, and prints its summed summary as one JSON line.
// Run: DATABASE_URL=… RUN_AT=2025-06-11T15:00:00Z RUNS=3 node --import tsx <this file>
import { createInterface } from 'node:readline';
import { openDatabase } from '../../server/db/client';
import {
  createRecurringDepositJob,
  type RecurringRunSummary,
} from '../../server/jobs/recurring-deposits';
import { fundingDeps } from '../../server/services/funding/deps';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const at = new Date(process.env.RUN_AT ?? '');
  const runs = Number(process.env.RUNS ?? '1');
  if (!url || Number.isNaN(at.getTime())) throw new Error('DATABASE_URL and RUN_AT are required');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    const job = createRecurringDepositJob(await fundingDeps(database.db, () => at), (error) => {
      console.error('worker error:', error);
    });
    const lines = createInterface({ input: process.stdin });
    process.stdout.write('ready\n');
    for await (const line of lines) if (line.trim() === 'go') break;
    lines.close();
    const total: RecurringRunSummary = {
      created: 0,
      failed: 0,
      already_booked: 0,
      taken: 0,
      errors: 0,
    };
    for (let i = 0; i < runs; i++) {
      const summary = await job.runOnce(at);
      for (const key of Object.keys(total) as Array<keyof RecurringRunSummary>) {
        total[key] += summary[key];
      }
    }
    process.stdout.write(`${JSON.stringify({ pid: process.pid, ...total })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
