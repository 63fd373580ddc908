// The contacts endpoints, one export each, imported as a namespace (`import * as contactsEndpoints from
// '@/contract/endpoints/contacts'`): a bundle keeps only the endpoints it calls, and their structs.
import {
  CompleteContactImportRequest,
  ContactImportStarted,
  ContactProviders,
  ImportedContacts,
  StartContactImportRequest,
} from '../contacts';
import { endpoint } from '../endpoint';

const tag = 'contacts';

export const providers = endpoint({
  method: 'GET',
  path: '/contacts/providers',
  summary: "The contacts provider's address books (the built-in one is a sandbox)",
  tag,
  auth: 'session',
  response: ContactProviders,
});
export const startImport = endpoint({
  method: 'POST',
  path: '/contacts/imports',
  summary: 'Start a contact import: a single-use state and the consent page to visit',
  tag,
  auth: 'session',
  body: StartContactImportRequest,
  response: ContactImportStarted,
  status: 201,
});
export const completeImport = endpoint({
  method: 'POST',
  path: '/contacts/imports/complete',
  summary: 'Finish a contact import with the callback’s state and code; contacts are not stored',
  tag,
  auth: 'session',
  body: CompleteContactImportRequest,
  response: ImportedContacts,
});
