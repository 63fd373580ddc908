import { object, size, string, type Infer } from './structs';

/**
 * POST /api/v1/attribution: the page-level forwarding call of spec §7. The marketing page sends
 * its query string once; the server keeps only these campaign keys, each at most 200 characters.
 */
export const CAMPAIGN_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ref',
  'referral_code',
  'gclid',
  'fbclid',
  'partner',
] as const;

export const AttributionRequest = object({
  /** The page's query string, with or without the leading '?'. */
  query: size(string(), 1, 2000),
  landing_path: size(string(), 1, 300),
});
export type AttributionRequest = Infer<typeof AttributionRequest>;
