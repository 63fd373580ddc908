// Validation at the edge with the contract's superstruct structs: the first failure becomes a 400
// that names the field (DESIGN.md "Input"). defineRoute checks an endpoint's path
// parameters, query and body with it.
import { type Struct, type StructError, validate } from 'superstruct';
import { type AppError, invalidInput } from './errors';

export function validateInput<T>(value: unknown, struct: Struct<T, unknown>, where: string): T {
  const [error, result] = validate(value, struct);
  if (error) throw toAppError(error, where);
  // PostgreSQL's text and jsonb cannot hold a NUL character: a string with one that a struct
  // lets through would fail on insert or lookup (a 500), so it is refused here, naming the field.
  const nul = nulPath(result, []);
  if (nul) {
    const field = nul.join('.') || where;
    throw invalidInput(`${field} must not contain a NUL character.`, field);
  }
  return result;
}

/** The path to the first string (or object key) with a NUL character in it, or null. */
function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function toAppError(error: StructError, where: string): AppError {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.map(String).join('.');
  if (!field) return invalidInput(`The ${where} must be a JSON object.`);
  if (failure.type === 'never') return invalidInput(`${field} is not a known field.`, field);
  if (failure.value === undefined) return invalidInput(`${field} is required.`, field);
  // Built-in structs word their messages "Expected …"; our own refinements read after the name.
  const message = failure.message.startsWith('Expected')
    ? `${field} is invalid: ${shortenEcho(failure.message)}`
    : `${field} ${failure.message}.`;
  return invalidInput(message, field);
}

/** The most of the sent value a message repeats: a 60 KiB field must not come back in full. */
const ECHO_MAX_CHARS = 40;
const RECEIVED = ', but received: ';

/** Built-in messages end with the whole value sent ("…, but received: <value>"): cut it short. */
function shortenEcho(message: string): string {
  const at = message.indexOf(RECEIVED);
  if (at < 0) return message;
  const echoed = [...message.slice(at + RECEIVED.length)];
  if (echoed.length <= ECHO_MAX_CHARS) return message;
  return `${message.slice(0, at + RECEIVED.length)}${echoed.slice(0, ECHO_MAX_CHARS).join('')}…`;
}
