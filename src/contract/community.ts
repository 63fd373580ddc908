// Community (spec §1 ideas, thoughts with pro and con points, following investors,
// karma with a daily maximum; §3 idea types, pro or con, karma state). Posts are plain text: the
// server strips markup (server/services/community/sanitize.ts) and clients render text, never HTML.
// Units as elsewhere: `_e4` prices in $0.0001, `_bp` basis points (1 bp = 0.01 %).
import {
  array,
  boolean,
  define,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  type Infer,
} from './structs';
import { TickerSymbol } from './market';

export const IDEA_TYPES = ['buy', 'sell'] as const;
export const PRO_OR_CON = ['pro', 'con'] as const;
/** A reply answers an idea or a thought, one level deep: never a reply to a reply. */
export const POST_KINDS = ['idea', 'thought', 'reply'] as const;
export const VOTES = ['agree', 'disagree'] as const;
/** Who a profile belongs to: members, and the seeded people the community follows (§1, §2). */
export const PROFILE_KINDS = [
  'member',
  'thought_leader',
  'famous_investor',
  'featured_contributor',
] as const;
export type IdeaType = (typeof IDEA_TYPES)[number];
export type PostKind = (typeof POST_KINDS)[number];
export type ProOrCon = (typeof PRO_OR_CON)[number];
export type Vote = (typeof VOTES)[number];
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** Length limits of posts, in characters after markup is stripped. */
export const THOUGHT_MIN_CHARS = 10;
export const THOUGHT_MAX_CHARS = 1000;
export const IDEA_NOTE_MAX_CHARS = 500;
export const REPLY_MAX_CHARS = 1000;
export const REPORT_REASON_MAX_CHARS = 300;

/**
 * An author's pace (services/community/pace.ts): the same post again within this window is
 * refused (a double tap, or a paste repeated, shows once), and at most this many posts an hour.
 */
export const DUPLICATE_POST_WINDOW_MINUTES = 10;
export const POSTS_PER_HOUR_MAX = 60;
/** A page of a feed; the client asks for fewer on slow connections. */
export const FEED_PAGE_MAX = 50;
/** An expected return is a whole percentage from -100 % to +1,000 %. */
export const EXPECTED_RETURN_MIN_PCT = -100;
export const EXPECTED_RETURN_MAX_PCT = 1000;
export const HORIZON_DAYS_MAX = 3650;

/**
 * Text with a character (code point) count in [min, max] once trimmed; whitespace alone does not
 * count. The message reads after the field's name. Posts, viewpoints and applications share it.
 */
export function postText(name: string, min: number, max: number) {
  return define<string>(name, (value) => {
    if (typeof value !== 'string') return 'must be text';
    const length = [...value.trim()].length;
    if (length < min) return min === 1 ? 'must not be empty' : `must be at least ${min} characters`;
    if (length > max) return `must be at most ${max.toLocaleString('en-US')} characters`;
    return true;
  });
}

const wholeNumber = (name: string, min: number, max: number) =>
  define<number>(name, (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? true
      : `must be a whole number from ${min} to ${max.toLocaleString('en-US')}`,
  );

/** A feed cursor: the id of the last item seen (ids only grow). */
const Cursor = define<string>('Cursor', (value) =>
  typeof value === 'string' && /^\d{1,18}$/.test(value) ? true : 'must be a cursor from a feed',
);
const PageLimit = define<string>('PageLimit', (value) =>
  typeof value === 'string' && /^\d{1,3}$/.test(value) && +value >= 1 && +value <= FEED_PAGE_MAX
    ? true
    : `must be a whole number from 1 to ${FEED_PAGE_MAX}`,
);
export const PostId = define<string>('PostId', (value) =>
  typeof value === 'string' && /^\d{1,18}$/.test(value) ? true : 'must be a post id',
);
export const UserId = define<string>('UserId', (value) =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? true
    : 'must be a user id',
);

/** POST /api/v1/ideas. */
export const CreateIdeaRequest = object({
  symbol: TickerSymbol,
  idea_type: enums(IDEA_TYPES),
  expected_return_pct: optional(
    nullable(wholeNumber('ExpectedReturn', EXPECTED_RETURN_MIN_PCT, EXPECTED_RETURN_MAX_PCT)),
  ),
  horizon_days: optional(nullable(wholeNumber('HorizonDays', 1, HORIZON_DAYS_MAX))),
  note: optional(nullable(postText('IdeaNote', 1, IDEA_NOTE_MAX_CHARS))),
});
export type CreateIdeaRequest = Infer<typeof CreateIdeaRequest>;

/** POST /api/v1/thoughts. */
export const CreateThoughtRequest = object({
  symbol: TickerSymbol,
  pro_or_con: enums(PRO_OR_CON),
  body: postText('ThoughtBody', THOUGHT_MIN_CHARS, THOUGHT_MAX_CHARS),
});
export type CreateThoughtRequest = Infer<typeof CreateThoughtRequest>;

/** POST /api/v1/posts/:id/replies. Plain text like a thought; `$AAPL` and `@handle` become links. */
export const CreateReplyRequest = object({
  body: postText('ReplyBody', 1, REPLY_MAX_CHARS),
});
export type CreateReplyRequest = Infer<typeof CreateReplyRequest>;

/** PUT /api/v1/thoughts/:id/vote (a thought or a reply): null takes a vote back. */
export const VoteRequest = object({ vote: nullable(enums(VOTES)) });
export type VoteRequest = Infer<typeof VoteRequest>;

/** POST /api/v1/thoughts/:id/report. */
export const ReportRequest = object({
  reason: postText('ReportReason', 1, REPORT_REASON_MAX_CHARS),
});
export type ReportRequest = Infer<typeof ReportRequest>;

export const FeedQuery = object({ cursor: optional(Cursor), limit: optional(PageLimit) });
export type FeedQuery = Infer<typeof FeedQuery>;

export const PostsQuery = object({
  cursor: optional(Cursor),
  limit: optional(PageLimit),
  symbol: optional(TickerSymbol),
  user_id: optional(UserId),
});
export type PostsQuery = Infer<typeof PostsQuery>;

const Author = type({
  id: string(),
  name: string(),
  kind: enums(PROFILE_KINDS),
  /** What others write to mention them (`@handle`): sent on replies, where Reply names it. */
  handle: optional(string()),
});
type Author = Infer<typeof Author>;

/** An idea's grade from the moment it was posted: its move and its result against the benchmark. */
export const IdeaGrade = type({
  posted_price_e4: number(),
  current_price_e4: number(),
  /** The price change in the idea's direction: a sell idea gains when the price falls. */
  return_bp: integer(),
  benchmark_symbol: string(),
  benchmark_return_bp: integer(),
  /** return_bp − benchmark_return_bp: above zero, the idea beat the market. */
  vs_benchmark_bp: integer(),
});
export type IdeaGrade = Infer<typeof IdeaGrade>;

/**
 * Why a post is hidden from readers, told to its author alone (readers never get a hidden post):
 * readers reported it and no operator has reviewed it yet, or an operator removed it.
 */
export const POST_HIDDEN_STATES = ['reported', 'removed'] as const;

/** What the author reads on such a post; sharing it is not offered meanwhile (nobody could open it). */
export const POST_HIDDEN_SAID: Record<(typeof POST_HIDDEN_STATES)[number], string> = {
  reported: 'Hidden from readers after reports, until an operator reviews it.',
  removed: 'Removed by an operator: only you can see it.',
};

/**
 * A `$TICKER` or `@handle` in a post's body, found by the server when it was posted: the body's
 * characters from `start` to `end` (JavaScript string indices, UTF-16 code units) name a security
 * (`target` its symbol) or a member (`target` their user id). Data, never markup: the client
 * renders the body as text and makes these ranges links.
 */
const MENTION_KINDS = ['symbol', 'member'] as const;
export const MentionSpan = type({
  start: integer(),
  end: integer(),
  kind: enums(MENTION_KINDS),
  target: string(),
});
export type MentionSpan = Infer<typeof MentionSpan>;

export const Post = type({
  id: string(),
  kind: enums(POST_KINDS),
  author: Author,
  symbol: string(),
  created_at: string(),
  /** Thoughts and replies: the text. Ideas: the optional note. */
  body: nullable(string()),
  // The three below are absent when empty, none or zero (most posts in a feed), so a feed page
  // is no heavier than before replies and mentions existed (`npm run bench:feed`).
  mentions: optional(array(MentionSpan)),
  /** Replies: the idea or thought answered. */
  parent_id: optional(string()),
  /** Replies readers can see, on an idea or a thought. */
  reply_count: optional(integer()),
  /** Thoughts only. */
  pro_or_con: nullable(enums(PRO_OR_CON)),
  slug: nullable(string()),
  agree_count: integer(),
  disagree_count: integer(),
  /** The reader's own vote. */
  my_vote: nullable(enums(VOTES)),
  /** Ideas only. */
  idea_type: nullable(enums(IDEA_TYPES)),
  expected_return_pct: nullable(integer()),
  horizon_days: nullable(integer()),
  grade: nullable(IdeaGrade),
  /** Null while readers see it; only ever set on the reader's own posts. */
  hidden: nullable(enums(POST_HIDDEN_STATES)),
});
export type Post = Infer<typeof Post>;

export const PostPage = type({
  items: array(Post),
  /** Pass back as `cursor` for the next page; null at the end. */
  next_cursor: nullable(string()),
});
export type PostPage = Infer<typeof PostPage>;

/** Karma state of spec §3: community points (labelled XP) and the daily maximum flag. */
export const KarmaState = type({
  karmaTotal: integer(),
  reachedDailyMax: boolean(),
});
export type KarmaState = Infer<typeof KarmaState>;

export const PostCreated = type({ post: Post, karma: KarmaState });
export type PostCreated = Infer<typeof PostCreated>;

/** A reply earns no karma: replies are conversation, and points for them would reward chatter. */
export const ReplyCreated = type({ post: Post });
export type ReplyCreated = Infer<typeof ReplyCreated>;

export const VoteResult = type({
  agree_count: integer(),
  disagree_count: integer(),
  my_vote: nullable(enums(VOTES)),
});
export type VoteResult = Infer<typeof VoteResult>;

/**
 * What others may see of a user (spec §2 /privacy_settings); the portfolio only ever as
 * percentages.
 */
export const PrivacySettings = object({
  show_ideas: boolean(),
  show_thoughts: boolean(),
  show_portfolio: boolean(),
});
export type PrivacySettings = Infer<typeof PrivacySettings>;

export const FollowState = type({
  following: boolean(),
  follower_count: integer(),
});
export type FollowState = Infer<typeof FollowState>;

const ProfileHolding = type({ symbol: string(), weight_bp: integer() });

/** GET /api/v1/users/:id/public_profile: a private part is absent, never sent and hidden. */
export const PublicProfile = type({
  id: string(),
  name: string(),
  kind: enums(PROFILE_KINDS),
  bio: nullable(string()),
  follower_count: integer(),
  following_count: integer(),
  karma_total: integer(),
  /** What others write to mention them: `@handle` (none before their first community action). */
  handle: optional(string()),
  followed_by_me: boolean(),
  is_me: boolean(),
  ideas: optional(array(Post)),
  thoughts: optional(array(Post)),
  /** Weights only, never amounts. */
  portfolio: optional(array(ProfileHolding)),
});
export type PublicProfile = Infer<typeof PublicProfile>;

export const PersonSummary = type({
  id: string(),
  name: string(),
  kind: enums(PROFILE_KINDS),
  bio: nullable(string()),
  follower_count: integer(),
  followed_by_me: boolean(),
});
export type PersonSummary = Infer<typeof PersonSummary>;

export const PeopleList = type({ people: array(PersonSummary) });
export type PeopleList = Infer<typeof PeopleList>;

/** GET /api/v1/people/suggestions: whom to follow first, each with why. */
export const SuggestedPeople = type({
  people: array(
    type({
      ...PersonSummary.schema,
      /** "Posts about AAPL, NVDA, which you hold", "Thought leader". */
      reason: string(),
    }),
  ),
});
export type SuggestedPeople = Infer<typeof SuggestedPeople>;

export const PeopleQuery = object({ kind: optional(enums(PROFILE_KINDS)) });

export const ConnectionsResponse = type({
  following: array(PersonSummary),
  followers: array(PersonSummary),
});
export type ConnectionsResponse = Infer<typeof ConnectionsResponse>;

/** Security page community block: two columns and the ideas. */
export const SecurityCommunity = type({
  symbol: string(),
  pros: array(Post),
  cons: array(Post),
  ideas: array(Post),
  pro_count: integer(),
  con_count: integer(),
});
export type SecurityCommunity = Infer<typeof SecurityCommunity>;

export const OkResponse = type({ ok: boolean() });
