// `npm run ops -- support [<request id> <open|answered|closed>]` (server/operator.ts): without
// arguments, the queue of requests waiting for an answer, priority ones first (queue.ts); with an
// id and a status, moves that request (the member sees the new status on /app/support). The reply
// itself goes by email: support_requests has no column for its text.
import { isUuid } from '@/contract/orders';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUSES, type SupportStatus } from '@/contract/support';
import type { Db } from '../../db/client';
import { setSupportStatus, supportQueue } from './queue';

export const SUPPORT_USAGE = `       npm run ops -- support [<request id> <open|answered|closed>]`;
export const SUPPORT_HELP = `  support        Without arguments: list the support requests waiting for an answer, priority
                 requests (sent while a membership was in force) first, then oldest first.
                 With a request id and a status: set it (answered or closed when replied to).`;

export type SupportCommand = { kind: 'queue' } | { kind: 'set'; id: string; status: SupportStatus };

/** The command, or what is wrong with the arguments (a usage error). */
export function parseSupportArgs(args: readonly string[]): SupportCommand | string {
  if (args.length === 0) return { kind: 'queue' };
  const [id, status, ...extra] = args;
  if (!id || status === undefined || extra.length > 0) {
    return 'support takes nothing (the queue), or a request id and then a status.';
  }
  if (!isUuid(id)) return `"${id}" is not a support request id (a UUID).`;
  if (!(SUPPORT_STATUSES as readonly string[]).includes(status)) {
    return `The status must be one of ${SUPPORT_STATUSES.join(', ')}, not "${status}".`;
  }
  return { kind: 'set', id, status: status as SupportStatus };
}

const label = (category: string) =>
  (SUPPORT_CATEGORY_LABELS as Record<string, string>)[category] ?? category;

/** Runs the command: the lines to print and the exit status (0 done, 1 no such request). */
export async function runSupportCommand(
  db: Db,
  command: SupportCommand,
): Promise<{ lines: string[]; status: number }> {
  if (command.kind === 'set') {
    const change = await setSupportStatus(db, command.id, command.status);
    if (!change) return { lines: [`There is no support request ${command.id}.`], status: 1 };
    const text =
      change.from === change.to
        ? `Support request ${change.id} is already ${change.to}; nothing changed.`
        : `Moved support request ${change.id} from ${change.from} to ${change.to}.`;
    return { lines: [text], status: 0 };
  }
  const queue = await supportQueue(db);
  if (queue.length === 0) return { lines: ['No support request is waiting.'], status: 0 };
  return {
    lines: [
      `${queue.length} support ${queue.length === 1 ? 'request' : 'requests'} waiting (priority first):`,
      ...queue.map(
        (r) =>
          `  ${r.priority ? '[priority] ' : ''}${r.id} · ${r.status} · ${r.createdAt.toISOString()} · ${r.email} · ${label(r.category)} · ${r.subject}`,
      ),
    ],
    status: 0,
  };
}
