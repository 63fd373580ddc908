// Contact import for invitations (spec §2 /invites/provider, /invites/{network}/contact_callback,
// /invites/{network}/contact_failure). Thin: the contract's endpoints (contactsEndpoints)
// validate, server/services/contacts works. The built-in provider is a SANDBOX whose consent
// page this file serves too; a real provider's consent page is its own.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import {
  completeContactImport,
  type ContactsDeps,
  startContactImport,
} from '../services/contacts/imports';
import {
  createSandboxContactsProvider,
  isSandboxProvider,
  type SandboxContactsProvider,
} from '../services/contacts/provider';
import { consentErrorPage, consentPage } from '../services/contacts/sandbox-consent-page';
import { sharedSecret } from '../services/secrets';
import * as contactsEndpoints from '@/contract/endpoints/contacts';

/** Longer than any state we issue (43 characters), short enough to echo on a page. */
const STATE_MAX = 512;

export async function contactsRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const base = coreOf(appDeps);
  const options = { provider: appDeps.settings.contactsProvider };
  // The sandbox's key lives in server_secrets, so every instance issues and accepts the same codes.
  const provider =
    options.provider ??
    createSandboxContactsProvider(await sharedSecret(base.db, 'contacts_sandbox_key'));
  const deps: ContactsDeps = { ...base, provider };

  defineRoute(app, contactsEndpoints.providers, () => ({
    provider: provider.name,
    networks: provider.networks(),
  }));
  defineRoute(app, contactsEndpoints.startImport, ({ userId, body }) =>
    startContactImport(deps, userId, body),
  );
  defineRoute(app, contactsEndpoints.completeImport, ({ userId, body }) =>
    completeContactImport(deps, userId, body),
  );

  if (isSandboxProvider(provider)) sandboxConsentRoute(app, provider);
}

/** Not an API route: the page a browser is sent to, so errors are pages too. */
function sandboxConsentRoute(app: FastifyInstance, provider: SandboxContactsProvider): void {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get('/sandbox/contacts/authorize', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const networks = provider.networks();
    const network = networks.find((n) => n.network === query.network);
    if (!network) {
      const known = networks.map((n) => n.network).join(', ');
      return html(
        reply,
        400,
        consentErrorPage(`The link names no address book this sandbox offers (${known}).`),
      );
    }
    const state = query.state;
    if (typeof state !== 'string' || !state || state.length > STATE_MAX) {
      return html(
        reply,
        400,
        consentErrorPage(
          'The link has no usable state, so the app could not recognise the answer.',
        ),
      );
    }
    const { contacts, code } = provider.consent(network.network, state);
    return html(reply, 200, consentPage({ network, state, code, contacts }));
  });
}
