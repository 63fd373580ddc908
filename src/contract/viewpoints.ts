// Viewpoints (spec §2 /viewpoint_contributors/featured, /manage, /{name}):
// featured contributors publish; subscriber-only viewpoints reach others as locked teasers.
import {
  array,
  boolean,
  define,
  integer,
  nullable,
  object,
  optional,
  string,
  type,
  type Infer,
} from './structs';
import { postText } from './community';

export const VIEWPOINT_TITLE_MAX = 120;
export const VIEWPOINT_BODY_MIN = 50;
export const VIEWPOINT_BODY_MAX = 10_000;
/** What a locked viewpoint shows of its text. */
export const VIEWPOINT_TEASER_CHARS = 160;

export const ContributorHandle = define<string>('ContributorHandle', (value) =>
  typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 60
    ? true
    : 'must be a contributor name such as "maya-lindqvist"',
);

/** POST /api/v1/viewpoints (featured contributors only). */
export const CreateViewpointRequest = object({
  title: postText('ViewpointTitle', 1, VIEWPOINT_TITLE_MAX),
  body: postText('ViewpointBody', VIEWPOINT_BODY_MIN, VIEWPOINT_BODY_MAX),
  subscriber_only: optional(boolean()),
});
export type CreateViewpointRequest = Infer<typeof CreateViewpointRequest>;

export const Viewpoint = type({
  id: string(),
  title: string(),
  created_at: string(),
  subscriber_only: boolean(),
  /** False: `body` is the whole text. True: only `teaser` is sent; subscribing unlocks it. */
  locked: boolean(),
  body: nullable(string()),
  teaser: string(),
});
export type Viewpoint = Infer<typeof Viewpoint>;

export const Contributor = type({
  id: string(),
  name: string(),
  handle: string(),
  bio: nullable(string()),
  subscriber_count: integer(),
  viewpoint_count: integer(),
  subscribed: boolean(),
  latest: nullable(Viewpoint),
});
export type Contributor = Infer<typeof Contributor>;

export const ContributorList = type({ contributors: array(Contributor) });
export type ContributorList = Infer<typeof ContributorList>;

export const ContributorPage = type({ contributor: Contributor, viewpoints: array(Viewpoint) });
export type ContributorPage = Infer<typeof ContributorPage>;

export const ViewpointCreated = type({ viewpoint: Viewpoint });
