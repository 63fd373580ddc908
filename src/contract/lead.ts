import { integer, min, object, optional, string, type, type Infer } from './structs';
import { Email, Slug } from './fields';

/** POST /api/v1/lead (spec §3 lead record, §7). */
export const LeadRequest = object({
  email: Email,
  lander_slug: Slug,
  white_label_partner_id: optional(min(integer(), 1)),
});
export type LeadRequest = Infer<typeof LeadRequest>;

export const LeadResponse = type({ status: string() });
export type LeadResponse = Infer<typeof LeadResponse>;
