// Sharing, asking and referrals (spec §3 referral channels). A share
// link makes one post readable by anyone with the link, for as long as its author shares that
// kind of post; a referral code traces a sign-up to the member who invited them.
import {
  array,
  define,
  enums,
  integer,
  nullable,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from './structs';
import { Email } from './fields';
import { IDEA_TYPES, PostId, PRO_OR_CON } from './community';

/** Spec §3, verbatim: they are also the analytics values. */
export const REFERRAL_CHANNELS = [
  'Email',
  'Share Link',
  'Share Messaging',
  'Manual Email',
  'Facebook',
  'Twitter',
  'LinkedIn',
  'Phone Contacts',
  'Gmail Contacts',
  'Ask Why Share',
] as const;
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

export const ASK_QUESTION_MAX = 280;
export const INVITE_EMAILS_MAX = 50;

/** Share tokens and referral codes: URL-safe, as short links /a/{code} carry them. */
export const ShortCode = define<string>('ShortCode', (value) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{6,32}$/.test(value)
    ? true
    : 'must be a link code of 6 to 32 letters, digits, - or _',
);

/** POST /api/v1/shares: a share (or, with a question, an ask) of one idea or thought. */
export const CreateShareRequest = object({
  post_id: PostId,
  channel: enums(REFERRAL_CHANNELS),
  question: optional(nullable(size(string(), 1, ASK_QUESTION_MAX))),
});
export type CreateShareRequest = Infer<typeof CreateShareRequest>;

export const ShareCreated = type({ token: string(), url: string(), short_url: string() });
export type ShareCreated = Infer<typeof ShareCreated>;

/** GET /api/v1/shares/:token (no session needed): what a share page shows. */
export const SharedPost = type({
  token: string(),
  shared_by: string(),
  question: nullable(string()),
  /** The sharer's referral code, so a visitor who signs up is traced to them. */
  referral_code: string(),
  post: type({
    id: string(),
    kind: enums(['idea', 'thought'] as const),
    author_name: string(),
    symbol: string(),
    body: nullable(string()),
    pro_or_con: nullable(enums(PRO_OR_CON)),
    idea_type: nullable(enums(IDEA_TYPES)),
    created_at: string(),
  }),
});
export type SharedPost = Infer<typeof SharedPost>;

export const ReferralSummary = type({
  code: string(),
  /** Path of the short link: /a/{code}. */
  short_url: string(),
  referred_count: integer(),
  invites_sent: integer(),
});
export type ReferralSummary = Infer<typeof ReferralSummary>;

/** POST /api/v1/invites: invitations by e-mail over one channel. */
export const InviteRequest = object({
  channel: enums(REFERRAL_CHANNELS),
  emails: size(array(Email), 1, INVITE_EMAILS_MAX),
});
export type InviteRequest = Infer<typeof InviteRequest>;

export const InviteResult = type({ invited: integer(), already_invited: integer() });
export type InviteResult = Infer<typeof InviteResult>;

/** POST /api/v1/referrals/claim: a new member names the code that brought them. */
export const ClaimReferralRequest = object({
  code: ShortCode,
  channel: optional(enums(REFERRAL_CHANNELS)),
});
export type ClaimReferralRequest = Infer<typeof ClaimReferralRequest>;
