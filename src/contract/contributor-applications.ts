// Contributor applications: a member asks to become a featured contributor (spec §1 "follow
// other investors and featured contributors (viewpoints)", §2 /viewpoint_contributors/manage),
// with a profile, sample viewpoints and a disclosure of what they hold, agreeing to the viewpoint
// guidelines (§2 /viewpoint_guidelines: "Disclose your positions"). An operator approves or
// declines it in the console; approval makes them a featured contributor who may publish.
import {
  array,
  define,
  enums,
  nullable,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from './structs';
import { postText } from './community';

export const CONTRIBUTOR_APPLICATION_STATES = ['pending', 'approved', 'declined'] as const;

const CONTRIBUTOR_DECISIONS = ['approve', 'decline'] as const;
export type ContributorDecision = (typeof CONTRIBUTOR_DECISIONS)[number];

export const CONTRIBUTOR_BIO_MAX = 600;
export const CONTRIBUTOR_SAMPLES_MAX = 3;
export const CONTRIBUTOR_SAMPLE_TITLE_MAX = 120;
/** As long as a viewpoint must be (src/contract/viewpoints.ts): a sample is one. */
export const CONTRIBUTOR_SAMPLE_BODY_MIN = 50;
export const CONTRIBUTOR_SAMPLE_BODY_MAX = 5_000;
export const CONTRIBUTOR_DISCLOSURE_MAX = 2_000;
export const CONTRIBUTOR_NOTE_MAX = 500;

const AgreedToGuidelines = define<true>('AgreedToGuidelines', (value) =>
  value === true ? true : 'must be true: agree to the viewpoint guidelines to apply',
);

const ContributorSampleInput = object({
  title: postText('SampleTitle', 1, CONTRIBUTOR_SAMPLE_TITLE_MAX),
  body: postText('SampleBody', CONTRIBUTOR_SAMPLE_BODY_MIN, CONTRIBUTOR_SAMPLE_BODY_MAX),
});

/** POST /api/v1/contributor_applications. Plain text: the server strips markup. */
export const ContributorApplicationRequest = object({
  bio: postText('ContributorBio', 20, CONTRIBUTOR_BIO_MAX),
  samples: size(array(ContributorSampleInput), 1, CONTRIBUTOR_SAMPLES_MAX),
  /** What they hold of what they write about, and any payment or tie to a company they cover. */
  disclosure: postText('ContributorDisclosure', 10, CONTRIBUTOR_DISCLOSURE_MAX),
  agreed_to_guidelines: AgreedToGuidelines,
});
export type ContributorApplicationRequest = Infer<typeof ContributorApplicationRequest>;

const ContributorSample = type({ title: string(), body: string() });

export const ContributorApplication = type({
  id: string(),
  state: enums(CONTRIBUTOR_APPLICATION_STATES),
  bio: string(),
  samples: array(ContributorSample),
  disclosure: string(),
  created_at: string(),
  decided_at: nullable(string()),
  /** The operator's words to the member (always given when declined). */
  decision_note: nullable(string()),
});
export type ContributorApplication = Infer<typeof ContributorApplication>;

/**
 * GET /api/v1/contributor_applications/mine: the member's newest application, and their handle
 * once they are a featured contributor (a seeded one has a handle and no application).
 */
export const MyContributorApplication = type({
  application: nullable(ContributorApplication),
  contributor_handle: nullable(string()),
});
export type MyContributorApplication = Infer<typeof MyContributorApplication>;

/** GET /api/v1/ops/contributor_applications: pending ones, oldest first. */
const OpsContributorApplicationSummary = type({
  id: string(),
  user_id: string(),
  name: string(),
  email: string(),
  created_at: string(),
  samples: array(ContributorSample),
});
export const OpsContributorApplicationQueue = type({
  applications: array(OpsContributorApplicationSummary),
});
export type OpsContributorApplicationQueue = Infer<typeof OpsContributorApplicationQueue>;

/** GET /api/v1/ops/contributor_applications/:id, and the answer to a decision. */
export const OpsContributorApplicationResponse = type({
  application: type({
    ...ContributorApplication.schema,
    user_id: string(),
    name: string(),
    email: string(),
    /** The operator who decided it (their email), once decided. */
    decided_by: nullable(string()),
    /** The member's URL name once approved: /app/viewpoint_contributors/{handle}. */
    handle: nullable(string()),
  }),
});
export type OpsContributorApplicationResponse = Infer<typeof OpsContributorApplicationResponse>;

/** POST /api/v1/ops/contributor_applications/:id/decision. A decline says why (the member reads it). */
export const OpsContributorDecisionRequest = object({
  decision: enums(CONTRIBUTOR_DECISIONS),
  note: optional(postText('DecisionNote', 1, CONTRIBUTOR_NOTE_MAX)),
});
export type OpsContributorDecisionRequest = Infer<typeof OpsContributorDecisionRequest>;
