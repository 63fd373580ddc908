// Contact import for invitations: an OAuth-style round trip through a
// ContactsProvider. Starting stores a single-use state bound to the member and network (only its
// hash); completing consumes it, asks the provider for the address book and hands the tidied list
// back. The contacts are never stored: an address reaches the server again only when its owner
// invites it (POST /api/v1/invites), and is then kept as a hash.
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { is } from 'superstruct';
import {
  CONTACT_IMPORT_TTL_MINUTES,
  type CompleteContactImportRequest,
  type ContactImportStarted,
  type ContactNetwork,
  type ImportedContact,
  type ImportedContacts,
  type StartContactImportRequest,
} from '@/contract/contacts';
import { Email } from '@/contract/fields';
import type { Db } from '../../db/client';
import { contactImports } from '../../db/schema/contacts';
import { invites } from '../../db/schema/social';
import { AppError, invalidInput } from '../../errors';
import { newToken, sha256 } from '../tokens';
import type { ContactsProvider, ProviderContact } from './provider';

export interface ContactsDeps {
  db: Db;
  /** The clock expiry is measured by; tests move it. */
  now: () => Date;
  provider: ContactsProvider;
}

const MINUTE_MS = 60_000;
/** Spent and expired rows are kept a day, so a late retry hears "expired", not "unknown". */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * MINUTE_MS;

const offered = (provider: ContactsProvider, network: ContactNetwork) =>
  provider.networks().some((n) => n.network === network);

export async function startContactImport(
  deps: ContactsDeps,
  userId: string,
  request: StartContactImportRequest,
): Promise<ContactImportStarted> {
  const { network } = request;
  if (!offered(deps.provider, network)) {
    throw invalidInput(`network ${network} is not offered by the contacts provider.`, 'network');
  }
  const now = deps.now();
  const state = newToken();
  await deps.db
    .delete(contactImports)
    .where(
      and(
        eq(contactImports.userId, userId),
        lt(contactImports.expiresAt, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)),
      ),
    );
  await deps.db.insert(contactImports).values({
    userId,
    network,
    stateHash: sha256(state),
    expiresAt: new Date(now.getTime() + CONTACT_IMPORT_TTL_MINUTES * MINUTE_MS),
  });
  return { authorize_url: deps.provider.authorizeUrl(network, state), state };
}

export async function completeContactImport(
  deps: ContactsDeps,
  userId: string,
  request: CompleteContactImportRequest,
): Promise<ImportedContacts> {
  const { network, state, code } = request;
  const now = deps.now();
  const stateHash = sha256(state);
  // One statement claims the state, so two completions racing with it cannot both pass.
  const [claimed] = await deps.db
    .update(contactImports)
    .set({ usedAt: now })
    .where(
      and(
        eq(contactImports.stateHash, stateHash),
        eq(contactImports.userId, userId),
        eq(contactImports.network, network),
        isNull(contactImports.usedAt),
        gt(contactImports.expiresAt, now),
      ),
    )
    .returning({ id: contactImports.id });
  if (!claimed) throw await refusal(deps.db, userId, stateHash, network);

  let raw: ProviderContact[] | null;
  try {
    raw = await deps.provider.exchange(network, code, state);
  } catch {
    throw new AppError(
      'upstream_failed',
      'The contacts provider did not answer. Please start again.',
    );
  }
  if (!raw) throw invalidInput('code was not issued by the provider for this import.', 'code');
  return { network, contacts: await markInvited(deps.db, userId, tidyContacts(raw)) };
}

/** Why a state was refused. Another member's state reads as unknown: it is not theirs to probe. */
async function refusal(
  db: Db,
  userId: string,
  stateHash: string,
  network: ContactNetwork,
): Promise<AppError> {
  const [row] = await db
    .select({ network: contactImports.network, usedAt: contactImports.usedAt })
    .from(contactImports)
    .where(and(eq(contactImports.stateHash, stateHash), eq(contactImports.userId, userId)));
  if (!row) return invalidInput('state does not match a contact import you started.', 'state');
  if (row.network !== network) {
    return invalidInput(
      `network does not match this import, which was for ${row.network}.`,
      'network',
    );
  }
  if (row.usedAt) {
    return invalidInput('state has already been used: start the import again.', 'state');
  }
  return invalidInput(
    `state has expired (an import must finish within ${CONTACT_IMPORT_TTL_MINUTES} minutes): start the import again.`,
    'state',
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Drops entries that are not valid addresses (POST /api/v1/invites would refuse the whole batch),
 * merges addresses that differ only in case (keeping the first name given), and sorts by name;
 * entries without a name follow, by address.
 */
function tidyContacts(raw: readonly ProviderContact[]): ProviderContact[] {
  const byAddress = new Map<string, ProviderContact>();
  for (const contact of raw) {
    const email = contact.email.trim();
    if (!is(email, Email)) continue;
    const name = contact.name?.trim() || null;
    const key = email.toLowerCase();
    const seen = byAddress.get(key);
    if (!seen) byAddress.set(key, { name, email });
    else if (!seen.name && name) seen.name = name;
  }
  return [...byAddress.values()].sort(
    (a, b) =>
      Number(a.name === null) - Number(b.name === null) ||
      collator.compare(a.name ?? '', b.name ?? '') ||
      collator.compare(a.email, b.email),
  );
}

/** already_invited compares the hash POST /api/v1/invites stores (services/community/social.ts). */
async function markInvited(
  db: Db,
  userId: string,
  contacts: ProviderContact[],
): Promise<ImportedContact[]> {
  const hashOf = (email: string) => sha256(email.trim().toLowerCase());
  const hashes = contacts.map((c) => hashOf(c.email));
  const invited = hashes.length
    ? await db
        .select({ hash: invites.recipientHash })
        .from(invites)
        .where(and(eq(invites.userId, userId), inArray(invites.recipientHash, hashes)))
    : [];
  const known = new Set(invited.map((row) => row.hash));
  return contacts.map((c) => ({ ...c, already_invited: known.has(hashOf(c.email)) }));
}
