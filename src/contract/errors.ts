import { optional, string, type, type Infer } from './structs';

/** Every 4xx/5xx body of the API: a message, and the offending field when there is one. */
export const ApiErrorBody = type({
  error: string(),
  field: optional(string()),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;
