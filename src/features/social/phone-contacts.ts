// The Contact Picker API (Chrome on Android, so the Play Store app too): the phone's own picker,
// where the member chooses contacts and the page receives only those. Elsewhere the screen offers
// a vCard file instead (iOS and desktops export one from their Contacts app).
import type { FileContact } from './contact-file';
import { tidy } from './contact-file';

interface ContactsManager {
  select(
    properties: Array<'name' | 'email'>,
    options: { multiple: boolean },
  ): Promise<Array<{ name?: string[]; email?: string[] }>>;
}

const contactsManager = (): ContactsManager | null =>
  typeof navigator !== 'undefined' && 'contacts' in navigator
    ? ((navigator as { contacts?: ContactsManager }).contacts ?? null)
    : null;

export const canPickPhoneContacts = () => contactsManager() !== null;

/** The chosen contacts' addresses; an empty list when the member closes the picker. */
export async function pickPhoneContacts(): Promise<FileContact[]> {
  const manager = contactsManager();
  if (!manager) return [];
  const picked = await manager.select(['name', 'email'], { multiple: true });
  return tidy(
    picked.flatMap((contact) =>
      (contact.email ?? []).map((email) => ({ name: contact.name?.[0] ?? null, email })),
    ),
  );
}
