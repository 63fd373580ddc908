// Reading from the content service (spec §7 "GET {cms}/api{dir}{query} to a content service with
// a bearer credential; non-200 gives an error result"; §8 "Content fetch non-200 or exception
// gives an error flag"). The service is same-origin under /cms/api. Its read credential is not a
// secret: the server accepts CMS_READ_TOKEN, or DEFAULT_CMS_READ_TOKEN when that is unset
// (server/config.ts), so a build for a server with its own CMS_READ_TOKEN sets the same value as
// VITE_CMS_READ_TOKEN; otherwise the client sends the default, as the server expects.
import { type Struct, validate } from 'superstruct';
import { DEFAULT_CMS_READ_TOKEN } from '@/contract/content';
import { observedFetch } from '@/platform/network/online';
import { ApiError } from './errors';

const CMS_BASE = '/cms/api';

/** The bearer credential this build reads with (see above). */
function cmsReadToken(): string {
  const configured: unknown = import.meta.env.VITE_CMS_READ_TOKEN;
  return typeof configured === 'string' && configured !== '' ? configured : DEFAULT_CMS_READ_TOKEN;
}

/**
 * GET /cms/api/{path}, checked against `struct`. Every failure is an ApiError (§8's error flag),
 * worded with `what` ("the lesson"), so every screen shows it the way it shows API errors.
 */
export async function fetchContent<T>(
  path: string,
  struct: Struct<T, unknown>,
  what: string,
  fetcher: typeof fetch = observedFetch,
): Promise<T> {
  const What = what.charAt(0).toUpperCase() + what.slice(1);
  let response: Response;
  try {
    response = await fetcher(`${CMS_BASE}/${path}`, {
      headers: { authorization: `Bearer ${cmsReadToken()}`, accept: 'application/json' },
    });
  } catch {
    throw new ApiError('network', `${What} could not be loaded: you appear to be offline.`);
  }
  if (response.status !== 200) {
    // The content service is spoken to by status (spec §7): a 404 is our `not_found`, so the
    // screens branch on the code as they do for the API.
    const missing = response.status === 404;
    throw new ApiError(
      'http',
      missing
        ? `${What.replace(/^The /, 'This ')} is not available any more.`
        : `${What} could not be loaded (the content service answered ${response.status}).`,
      response.status,
      undefined,
      missing ? 'not_found' : null,
    );
  }
  const json: unknown = await response.json().catch(() => undefined);
  const [failure, value] = validate(json, struct);
  if (failure) throw new ApiError('invalid-response', `${What} could not be read.`, 200);
  return value;
}
