// The sandbox mailbox, read from the machine the server runs on (server/http/loopback.ts) while no
// SMTP relay is set: a newcomer on `npm start` opens /app/sandbox-mail and follows the links a
// real inbox would have. Anywhere else it does not exist (404), whoever asks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { fromThisMachine } from '../http/loopback';
import { defineRoute } from '../http/route';
import { normalizeEmail } from '../services/auth';
import {
  listSandboxMail,
  mailMessageOf,
  mailSummaryOf,
  sandboxMessage,
} from '../services/email/mailbox';
import * as sandboxMailEndpoints from '@/contract/endpoints/sandbox-mail';

const NO_MAILBOX = 'There is no sandbox mailbox here.';

export async function sandboxMailRoutes(app: FastifyInstance, { db, mailer }: AppDeps) {
  const assertOpen = (request: FastifyRequest) => {
    if (mailer.name !== 'sandbox' || !fromThisMachine(request)) throw notFound(NO_MAILBOX);
  };

  defineRoute(app, sandboxMailEndpoints.list, async ({ request, query }) => {
    assertOpen(request);
    const rows = await listSandboxMail(
      db,
      query.to === undefined ? undefined : normalizeEmail(query.to),
    );
    return { messages: rows.map(mailSummaryOf) };
  });

  defineRoute(app, sandboxMailEndpoints.message, async ({ request, params }) => {
    assertOpen(request);
    const row = await sandboxMessage(db, params.id);
    if (!row) throw notFound('There is no such message in the sandbox mailbox.', 'id');
    return mailMessageOf(row);
  });
}
