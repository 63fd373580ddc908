// Address books behind an interface (contacts import goes through a ContactsProvider with a
// built-in sandbox provider), as bank linking sits behind
// BankLinkProvider (server/services/funding/provider.ts). A real provider (Google People API)
// implements the same calls with an OAuth client registered for the redirect URIs below; nothing
// else in the server knows which one runs.
import type { ContactNetwork } from '@/contract/contacts';
import { hmac, safeEqual } from '../tokens';

/** One address-book entry as a provider hands it over (checked and deduplicated by imports.ts). */
export interface ProviderContact {
  name: string | null;
  email: string;
}

export interface ContactNetworkInfo {
  network: ContactNetwork;
  /** Shown on the screen and on the consent page: "Gmail". */
  name: string;
}

/** Where the provider sends the browser back (spec §2 /invites/{network}/contact_callback). */
export const contactCallbackPath = (network: ContactNetwork) =>
  `/app/invites/${network}/contact_callback`;
/** Where it sends the browser when the person refuses (spec §2 /invites/{network}/contact_failure). */
export const contactFailurePath = (network: ContactNetwork) =>
  `/app/invites/${network}/contact_failure`;

export interface ContactsProvider {
  /** Shown in GET /api/v1/contacts/providers so a client can tell a sandbox from a real one. */
  readonly name: string;
  networks(): ContactNetworkInfo[];
  /**
   * The consent page the browser visits. The provider sends it back to contactCallbackPath with
   * `state` and `code`, or to contactFailurePath with `state` and `error`.
   */
  authorizeUrl(network: ContactNetwork, state: string): string;
  /** Trades the code from the callback for the address book; null: the provider refuses the code. */
  exchange(network: ContactNetwork, code: string, state: string): Promise<ProviderContact[] | null>;
}

/** The built-in provider also serves its own consent page (routes/contacts.ts). */
export interface SandboxContactsProvider extends ContactsProvider {
  readonly sandbox: true;
  /** What the consent page for this state shows and the code its Allow link carries. */
  consent(network: ContactNetwork, state: string): { contacts: ProviderContact[]; code: string };
}

export const isSandboxProvider = (
  provider: ContactsProvider,
): provider is SandboxContactsProvider =>
  (provider as Partial<SandboxContactsProvider>).sandbox === true;

/**
 * SANDBOX: made-up people at example.com and example.org (RFC 2606 domains that reach no one).
 * The book is as messy as a real one on purpose: an entry without a name, and one address twice
 * under two spellings, which imports.ts merges.
 */
const SANDBOX_CONTACTS: readonly ProviderContact[] = [
  { name: 'Ada Quillfeather', email: 'ada.quillfeather@example.com' },
  { name: 'Bram Oakenshaw', email: 'bram.oakenshaw@example.org' },
  { name: 'Celeste Marchetti-Voss', email: 'celeste.mv@example.com' },
  { name: 'Dmitri Pollard', email: 'dpollard@example.org' },
  { name: 'Esme Fairweather', email: 'esme.fairweather@example.com' },
  { name: 'Farid Nakamura-Olsen', email: 'farid.no@example.org' },
  { name: 'Greta Thornbury', email: 'greta.thornbury@example.com' },
  { name: 'Hugo Penhallow', email: 'hugo.penhallow@example.org' },
  { name: 'Inès Valcourt', email: 'Ines.Valcourt@example.com' },
  { name: 'Inès V.', email: 'ines.valcourt@EXAMPLE.com' },
  { name: null, email: 'j.okafor@example.org' },
  { name: 'Kit Brennagh', email: 'kit.brennagh@example.com' },
  { name: 'Zoë Ashgrove', email: 'zoe.ashgrove@example.org' },
];

const SANDBOX_NETWORKS: readonly ContactNetworkInfo[] = [{ network: 'gmail', name: 'Gmail' }];

/** A code is `sandbox_` and an HMAC of the network and state: only the consent page can make one. */
const sandboxCode = (key: string, network: ContactNetwork, state: string) =>
  `sandbox_${hmac(key, `contacts:${network}:${state}`)}`;

/**
 * SANDBOX: the built-in provider. Its consent page is ours (GET /sandbox/contacts/authorize) and
 * its contacts are made up. `key` is a secret shared by every instance (server_secrets), so a code
 * issued by one instance is accepted by another.
 */
export function createSandboxContactsProvider(key: string): SandboxContactsProvider {
  const offered = (network: ContactNetwork) => SANDBOX_NETWORKS.some((n) => n.network === network);
  return {
    name: 'sandbox',
    sandbox: true,
    networks: () => SANDBOX_NETWORKS.map((n) => ({ ...n })),
    authorizeUrl: (network, state) =>
      `/sandbox/contacts/authorize?${new URLSearchParams({ network, state })}`,
    consent: (network, state) => ({
      contacts: SANDBOX_CONTACTS.map((c) => ({ ...c })),
      code: sandboxCode(key, network, state),
    }),
    async exchange(network, code, state) {
      if (!offered(network) || !safeEqual(code, sandboxCode(key, network, state))) return null;
      return SANDBOX_CONTACTS.map((c) => ({ ...c }));
    },
  };
}
