// Whom to follow (the Following feed's empty state). A module of its own, not in community.ts:
// the app shell imports that one (its reads are in the change registry), and a module's endpoints
// all ship in the chunk that holds it, so an endpoint only a lazy screen calls lives apart.
import { SuggestedPeople } from '../community';
import { endpoint } from '../endpoint';

export const suggestedPeople = endpoint({
  method: 'GET',
  path: '/people/suggestions',
  summary: 'Whom to follow: members posting on what the reader holds or watches, thought leaders',
  tag: 'community',
  auth: 'session',
  response: SuggestedPeople,
});
