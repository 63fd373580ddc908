// Reusable field structs shared by forms and the server. Messages are phrased to follow the field
// name ("email must be a valid email address"), because the API answers `{error, field}`
// (DESIGN.md "Input").
import { define, refine, size, string } from './structs';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = define<string>('Email', (value) =>
  typeof value === 'string' && value.trim().length <= 254 && EMAIL_PATTERN.test(value.trim())
    ? true
    : 'must be a valid email address',
);

/** NIST SP 800-63B: at least 8 characters, long passphrases allowed, no composition rules. */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;
export const Password = define<string>('Password', (value) => {
  if (typeof value !== 'string') return 'is required';
  const length = [...value].length;
  if (length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters`;
  return true;
});

export const PersonName = refine(size(string(), 0, 100), 'PersonName', (value) =>
  value.trim().length > 0 ? true : 'must not be empty',
);

export const Slug = refine(size(string(), 1, 100), 'Slug', (value) =>
  /^[a-z0-9][a-z0-9_-]*$/i.test(value) ? true : 'must contain only letters, digits, - and _',
);

/** Both halves of a token sign-in pair are required together (spec §5). */
export const TokenPart = refine(size(string(), 1, 200), 'TokenPart', (value) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? true : 'must be a URL-safe token',
);

/**
 * An id in a path (`/orders/:id`): one segment of up to 100 characters (Fastify answers 414 past
 * that, its maxParamLength). What it must look like is the service's to say (an id that cannot
 * exist is a 404 there, as one that does not).
 */
export const PathId = size(string(), 1, 100);
