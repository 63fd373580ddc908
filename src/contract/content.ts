// The content service's documents (spec §3 lesson types, custom components and
// content types, §7 "GET {cms}/api{dir}{query} … with a bearer credential"): lessons with their
// previews, blog posts, news articles and the audio library. Text is structured blocks, never
// HTML, so nothing an editor writes can run in a reader's page. The same structs check the seed
// files in content/ (server/content/seed.ts), the editor endpoint's input and the client's reads.
import {
  array,
  boolean,
  define,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  union,
  type Infer,
} from './structs';

/** Spec §1 partner kinds, verbatim. */
export const PARTNER_KINDS = [
  'ladder',
  'youNeedABudget',
  'bestow',
  'lemonade',
  'wagmo',
  'vspdirect',
  'newConstructs',
  'upstart',
  'galat',
  'bankrate',
  'covered',
] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** Spec §3. */
export const LESSON_TYPES = ['text', 'custom'] as const;
export const LESSON_COMPONENTS = [
  'learnDeposit',
  'learnRecurringDeposit',
  'learnCommunity',
  'learnReferral',
] as const;
/**
 * Spec §3's lesson content types. No struct reads them: a lesson's blocks are typed by kind.
 * @public
 */
export const LESSON_CONTENT_TYPES = [
  'text',
  'sponsorIntro',
  'sponsorOutro',
  'productPartnerOutro',
  'ladderQuoteTool',
] as const;

/**
 * The read credential the client ships when CMS_READ_TOKEN is not set. Not a secret (every
 * browser has it): it keeps casual scrapers off the content service; editing takes a server-only
 * secret (CMS_EDITOR_TOKEN).
 */
export const DEFAULT_CMS_READ_TOKEN = 'stockroom-content-reader-1';

/**
 * The content service's directories: GET /cms/api/{dir}. `investors`: profiles of famous
 * investors of history (the famous investors screen); `copy`: marketing copy (store listings,
 * invitations, pitches) kept with the rest of the editable content.
 */
export const CONTENT_DIRS = ['lessons', 'blog', 'news', 'audio', 'investors', 'copy'] as const;
export type ContentDir = (typeof CONTENT_DIRS)[number];

export const Slug = define<string>('Slug', (value) =>
  typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80
    ? true
    : 'must be a slug of lowercase letters, digits and single hyphens (at most 80)',
);

const Text = (maxChars: number) => size(string(), 1, maxChars);

/** A block of body text: headings, paragraphs, lists and quotes; plain text only. */
export const Block = union([
  object({ type: literal('heading'), text: Text(200) }),
  object({ type: literal('paragraph'), text: Text(4000) }),
  object({ type: literal('list'), items: size(array(Text(1000)), 1, 30) }),
  object({ type: literal('quote'), text: Text(1000), by: optional(Text(200)) }),
]);
export type Block = Infer<typeof Block>;
const Blocks = size(array(Block), 1, 200);

/** One part of a lesson (spec §3 content types); sponsor parts name their partner. */
export const LessonSection = union([
  object({ content_type: literal('text'), blocks: Blocks }),
  object({
    content_type: enums(['sponsorIntro', 'sponsorOutro', 'productPartnerOutro', 'ladderQuoteTool']),
    partner: enums(PARTNER_KINDS),
    /** The offer in the partner's own words, labelled "Sponsored" wherever it shows. */
    headline: Text(200),
    text: Text(2000),
  }),
]);
export type LessonSection = Infer<typeof LessonSection>;

export const LessonDocument = object({
  slug: Slug,
  /** Lessons are taken in this order (1 first). */
  position: min(integer(), 1),
  title: Text(120),
  type: enums(LESSON_TYPES),
  /** Custom lessons lead into one of the app's real flows. */
  component: nullable(enums(LESSON_COMPONENTS)),
  completion_xp: max(min(integer(), 0), 100),
  /** Cash reward in cents on completion (0: XP only). */
  reward_cents: max(min(integer(), 0), 10_000),
  preview: object({
    summary: Text(300),
    minutes: max(min(integer(), 1), 60),
    disclaimers: size(array(Text(600)), 0, 6),
  }),
  sections: size(array(LessonSection), 1, 40),
  published: boolean(),
});
export type LessonDocument = Infer<typeof LessonDocument>;

const IsoDate = define<string>('IsoDate', (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? true
    : 'must be a date as YYYY-MM-DD',
);

export const BlogPostDocument = object({
  slug: Slug,
  title: Text(160),
  summary: Text(300),
  author: Text(120),
  published_on: IsoDate,
  body: Blocks,
  published: boolean(),
});
export type BlogPostDocument = Infer<typeof BlogPostDocument>;

export const NewsArticleDocument = object({
  slug: Slug,
  title: Text(160),
  summary: Text(300),
  source: Text(120),
  /** Tickers the article is about (may be empty for market-wide pieces). */
  symbols: size(array(size(string(), 1, 10)), 0, 10),
  published_on: IsoDate,
  body: Blocks,
  published: boolean(),
});
export type NewsArticleDocument = Infer<typeof NewsArticleDocument>;

export const AudioDocument = object({
  slug: Slug,
  title: Text(160),
  summary: Text(300),
  /** The recording's length, measured from the file (scripts/generate-audio.mjs writes it). */
  duration_seconds: max(min(integer(), 1), 4 * 60 * 60),
  /** The recording (public/audio/*.ogg for the seeded items), or null: transcript only. */
  audio_url: nullable(string()),
  transcript: Blocks,
  published: boolean(),
});
export type AudioDocument = Infer<typeof AudioDocument>;

/** A famous investor of history: who they were and the principles they are known for. */
export const FamousInvestorDocument = object({
  slug: Slug,
  name: Text(120),
  /** e.g. "1894–1976", or "born 1930". */
  lived: Text(40),
  known_for: Text(300),
  principles: size(array(Text(400)), 1, 8),
  body: Blocks,
  /** Books and sources to read further, as plain titles. */
  further_reading: size(array(Text(200)), 0, 8),
  published: boolean(),
});
export type FamousInvestorDocument = Infer<typeof FamousInvestorDocument>;

/** A piece of marketing copy: a store listing, an invitation, a pitch. */
export const MarketingCopyDocument = object({
  slug: Slug,
  title: Text(160),
  /** Where the copy is used, for editors (e.g. "Play Store listing"). */
  used_for: Text(200),
  body: Blocks,
  published: boolean(),
});
export type MarketingCopyDocument = Infer<typeof MarketingCopyDocument>;
