// The console's content editor (DESIGN.md "Operators"): operators read and write the content
// service's documents (src/contract/content.ts) through the server, which holds the editor's
// credential; the browser never sees it. Drafts are listed too: an unpublished document is one
// the editor is still writing. A document travels as JSON text, as the editor shows it, and is
// checked against its directory's struct on the way in, like the content service's PUT.
import { CONTENT_DIRS, Slug } from './content';
import { array, boolean, enums, object, size, string, type, type Infer } from './structs';

export const OpsContentDir = enums(CONTENT_DIRS);

/** GET /api/v1/ops/content/:dir: every document of one directory, drafts included. */
export const OpsContentList = type({
  dir: OpsContentDir,
  documents: array(
    type({
      slug: string(),
      /** The document's title (a famous investor's name); the slug where it has none. */
      title: string(),
      published: boolean(),
      /** Who wrote it last: the repository's content/ folder ('seed') or an editor. */
      source: enums(['seed', 'editor']),
      updated_at: string(),
    }),
  ),
});
export type OpsContentList = Infer<typeof OpsContentList>;

/** The JSON an editor may send: far above any seeded document (the largest is under 10 KB). */
const OPS_CONTENT_MAX_CHARS = 200_000;

/** GET and PUT /api/v1/ops/content/:dir/:slug: the document as indented JSON. */
export const OpsContentDocument = type({
  dir: OpsContentDir,
  slug: string(),
  published: boolean(),
  source: enums(['seed', 'editor']),
  updated_at: string(),
  document_json: string(),
});
export type OpsContentDocument = Infer<typeof OpsContentDocument>;

export const OpsContentParams = object({ dir: OpsContentDir, slug: Slug });

/** PUT /api/v1/ops/content/:dir/:slug: creates or replaces the document. */
export const OpsContentSaveRequest = object({
  document_json: size(string(), 2, OPS_CONTENT_MAX_CHARS),
});
export type OpsContentSaveRequest = Infer<typeof OpsContentSaveRequest>;
