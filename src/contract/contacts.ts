// Contact import for invitations (spec §2 "/invites/provider",
// "/invites/{network}/contact_callback", "/invites/{network}/contact_failure", "/contacts/failure";
// mobile "contacts import"). An address book is read through a ContactsProvider
// (server/services/contacts/provider.ts) in an OAuth-style round trip: the app asks the server to
// start an import, the browser visits the provider's consent page, and the provider sends it back
// to /app/invites/{network}/contact_callback (or contact_failure), where the app completes the
// import. The built-in provider is a SANDBOX: its consent page is served by our server and its
// contacts are made up.
//
// Privacy: imported contacts are returned to their owner and never stored; an address reaches the
// server again only when its owner invites it, and is then kept as a hash (POST /api/v1/invites).
// Nothing says whether an address belongs to a member: that would let anyone probe who uses us.
import { array, boolean, enums, nullable, object, string, type, type Infer } from './structs';
import type { ReferralChannel } from './social';

/** Address books a provider can read; each maps to one referral channel of spec §3. */
export const CONTACT_NETWORKS = ['gmail'] as const;
export type ContactNetwork = (typeof CONTACT_NETWORKS)[number];

/** The §3 channel an invitation from each network's contacts is recorded under. */
export const CONTACT_NETWORK_CHANNEL = {
  gmail: 'Gmail Contacts',
} as const satisfies Record<ContactNetwork, ReferralChannel>;

/** GET /api/v1/contacts/providers */
export const ContactProviders = type({
  /** 'sandbox' for the built-in provider, so the screen can say so. */
  provider: string(),
  networks: array(type({ network: enums(CONTACT_NETWORKS), name: string() })),
});
export type ContactProviders = Infer<typeof ContactProviders>;

/** POST /api/v1/contacts/imports: start an import; the browser then goes to authorize_url. */
export const StartContactImportRequest = object({ network: enums(CONTACT_NETWORKS) });
export type StartContactImportRequest = Infer<typeof StartContactImportRequest>;

export const ContactImportStarted = type({
  /** Where to send the browser: the provider's consent page (the sandbox's is ours). */
  authorize_url: string(),
  /** Single-use, bound to the member and network, expires after CONTACT_IMPORT_TTL_MINUTES. */
  state: string(),
});
export type ContactImportStarted = Infer<typeof ContactImportStarted>;

export const CONTACT_IMPORT_TTL_MINUTES = 10;

/** POST /api/v1/contacts/imports/complete: what the callback route received from the provider. */
export const CompleteContactImportRequest = object({
  network: enums(CONTACT_NETWORKS),
  state: string(),
  code: string(),
});
export type CompleteContactImportRequest = Infer<typeof CompleteContactImportRequest>;

export const ImportedContact = type({
  name: nullable(string()),
  email: string(),
  /** The member already sent this address an invitation (compared by hash). */
  already_invited: boolean(),
});
export type ImportedContact = Infer<typeof ImportedContact>;

export const ImportedContacts = type({
  network: enums(CONTACT_NETWORKS),
  contacts: array(ImportedContact),
});
export type ImportedContacts = Infer<typeof ImportedContacts>;
