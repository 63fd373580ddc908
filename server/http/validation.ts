// Validation at the edge with the contract's superstruct structs: the first failure becomes a 400
// that names the field (issue 1/10, "API conventions").
import type { FastifyRequest } from 'fastify';
import { object, type Struct, type StructError, validate } from 'superstruct';
import { HttpError } from './errors';

export function validateInput<T>(value: unknown, struct: Struct<T, unknown>, where: string): T {
  const [error, result] = validate(value, struct);
  if (!error) return result;
  throw toHttpError(error, where);
}

function toHttpError(error: StructError, where: string): HttpError {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.map(String).join('.');
  if (!field) return new HttpError(400, `The ${where} must be a JSON object.`);
  if (failure.type === 'never') return new HttpError(400, `${field} is not a known field.`, field);
  if (failure.value === undefined) return new HttpError(400, `${field} is required.`, field);
  // Built-in structs word their messages "Expected …"; our own refinements read after the name.
  const message = failure.message.startsWith('Expected')
    ? `${field} is invalid: ${failure.message}`
    : `${field} ${failure.message}.`;
  return new HttpError(400, message, field);
}

/** A path parameter checked like a body field, so a 400 names it (`id`, `user_id`, `token`). */
export function pathParam<T>(request: FastifyRequest, name: string, struct: Struct<T, unknown>): T {
  const value = (request.params as Record<string, unknown>)[name];
  const checked = validateInput({ [name]: value }, object({ [name]: struct }), 'path');
  return (checked as Record<string, T>)[name]!;
}
