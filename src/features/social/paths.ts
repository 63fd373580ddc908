// Ask, share and invite paths (spec §2 "/ask", "/share/{token}", "/invite-friends",
// "/invites/provider", "/invites/{network}/contact_callback", "/invites/{network}/contact_failure",
// "/contacts/failure"), beside the feature rather than in src/paths.ts, which ships with every
// marketing page.
import { appPaths } from '@/paths';

export const socialPaths = {
  ask: '/app/ask',
  share: appPaths.share,
  inviteFriends: '/app/invite-friends',
  invitesProvider: '/app/invites/provider',
  contactCallback: '/app/invites/:network/contact_callback',
  contactFailure: '/app/invites/:network/contact_failure',
  contactsFailure: '/app/contacts/failure',
} as const;

/**
 * /app/ask?thought=42 (or ?idea=7): ask about one idea or thought; bare, pick one first (a reply
 * is asked about through its post).
 */
export const askPath = (post?: { id: string; kind: 'idea' | 'thought' | 'reply' }) =>
  post && post.kind !== 'reply'
    ? `${socialPaths.ask}?${new URLSearchParams({ [post.kind]: post.id })}`
    : socialPaths.ask;

export const inAppSharePath = (token: string) =>
  socialPaths.share.replace(':token', encodeURIComponent(token));

/** Why a contacts import failed, for /app/contacts/failure?reason=… */
export type ContactsFailureReason = 'file' | 'picker' | 'unknown_network';
export const contactsFailurePath = (reason: ContactsFailureReason) =>
  `${socialPaths.contactsFailure}?${new URLSearchParams({ reason })}`;
