import { boolean, object, optional, string, type, type Infer } from './structs';
import { TokenPart } from './fields';

/** GET /api/v1/util/csrf (spec §7): optional token sign-in pair. */
export const CsrfQuery = object({
  auth_id: optional(TokenPart),
  token: optional(TokenPart),
});
export type CsrfQuery = Infer<typeof CsrfQuery>;

export const CsrfResponse = type({
  is_signed_in: boolean(),
  csrf_token: string(),
});
export type CsrfResponse = Infer<typeof CsrfResponse>;
