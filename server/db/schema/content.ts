// The content service's documents: lessons, blog posts, news articles and the
// audio library, one row per document, keyed by directory and slug. The document itself is JSON
// checked against src/contract/content.ts on the way in (seed files and the editor endpoint).
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
// Relative: drizzle-kit loads this file without the `@/` alias.
import { CONTENT_DIRS } from '../../../src/contract/content';

export const contentDocuments = pgTable(
  'content_documents',
  {
    dir: text('dir', { enum: CONTENT_DIRS }).notNull(),
    slug: text('slug').notNull(),
    /** Lessons: their order in the course; other documents: null. */
    position: integer('position'),
    /** Blog and news: the day it is dated; null for lessons and audio. */
    publishedOn: text('published_on'),
    published: boolean('published').notNull(),
    document: jsonb('document').notNull(),
    /** Who last wrote it: 'seed' (content/ in the repo) or 'editor' (the editor endpoint). */
    source: text('source', { enum: ['seed', 'editor'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dir, t.slug] })],
);
