// The content service (spec §7 "GET {cms}/api{dir}{query} to a content service
// with a bearer credential; non-200 gives an error result"): GET /cms/api/{dir} and
// /cms/api/{dir}/{slug} with the read credential the client ships, and PUT /cms/api/{dir}/{slug}
// for editors with a server-only secret. Every path under /cms/api answers 401 without a valid
// credential, known or not, so the service reveals nothing to a caller without one. These are not
// /api/v1 routes: no session or CSRF token (a bearer credential is not sent by the browser on its
// own, so there is nothing to forge), and they are not in the OpenAPI document.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { DEFAULT_CMS_READ_TOKEN } from '@/contract/content';
import { enums, validate } from 'superstruct';
import { CONTENT_DIRS, type ContentDir, Slug } from '@/contract/content';
import { invalidInput, notFound } from '../errors';
import { CONTENT_PAGE_MAX, getDocument, listDocuments, putDocument } from '../content/store';
import { sendError } from '../http/errors';

export interface CmsCredentials {
  /** CMS_READ_TOKEN: shipped with the client, so not a secret; it keeps casual scrapers out. */
  readToken: string;
  /** CMS_EDITOR_TOKEN: server-side only. Unset: the editor endpoint accepts nobody. */
  editorToken: string | null;
}

const PREFIX = '/cms/api';
/** Methods answered under PREFIX beyond the three content routes (see cmsRoutes). */
export const UNKNOWN_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared as digests: equal length, constant time, whatever the caller sends. */
const same = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\x21-\x7e]+)$/.exec(header) : null;
  return match ? match[1]! : null;
}

const dirOf = (request: FastifyRequest): ContentDir => {
  const value = (request.params as { dir?: unknown }).dir;
  if (validate(value, enums(CONTENT_DIRS))[0]) {
    throw notFound(`There is no content directory ${String(value)}.`, 'dir');
  }
  return value as ContentDir;
};
const slugOf = (request: FastifyRequest): string => {
  const value = (request.params as { slug?: unknown }).slug;
  const [failure] = validate(value, Slug);
  if (failure) throw invalidInput(`slug ${failure.message}`, 'slug');
  return value as string;
};

function pageOf(request: FastifyRequest): { limit: number; offset: number } {
  const query = request.query as Record<string, unknown>;
  const number = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const value = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= (name === 'limit' ? 1 : 0) && value <= max)) {
      throw invalidInput(
        `${name} must be a whole number from ${name === 'limit' ? 1 : 0} to ${max}.`,
        name,
      );
    }
    return value;
  };
  return { limit: number('limit', 50, CONTENT_PAGE_MAX), offset: number('offset', 0, 100_000) };
}

export async function cmsRoutes(app: FastifyInstance, { db, settings }: AppDeps): Promise<void> {
  const credentials = settings.cms ?? { readToken: DEFAULT_CMS_READ_TOKEN, editorToken: null };
  // The credential check is a hook of each content route, so it holds for every spelling of a
  // path that reaches the route (`/cms/%61pi/…` is routed as `/cms/api/…`).
  const requireCredential: onRequestAsyncHookHandler = async (request, reply) => {
    const token = bearerOf(request);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const editor = credentials.editorToken;
    const ok =
      token !== null &&
      ((editor !== null && same(token, editor)) || (reading && same(token, credentials.readToken)));
    if (!ok) {
      reply.header('www-authenticate', 'Bearer realm="content"');
      return sendError(
        reply,
        'not_signed_in',
        'A valid content credential is required (Authorization: Bearer …).',
      );
    }
    reply.header('cache-control', 'no-store');
  };
  const guarded = { onRequest: requireCredential };

  app.get(`${PREFIX}/:dir`, guarded, async (request) => {
    const dir = dirOf(request);
    return { dir, items: await listDocuments(db, dir, pageOf(request)) };
  });
  app.get(`${PREFIX}/:dir/:slug`, guarded, async (request) =>
    getDocument(db, dirOf(request), slugOf(request)),
  );
  app.put(`${PREFIX}/:dir/:slug`, guarded, async (request, reply) => {
    const { document, created } = await putDocument(
      db,
      dirOf(request),
      slugOf(request),
      request.body,
    );
    return reply.status(created ? 201 : 200).send(document);
  });
  // Any other path under the service, by the methods an editor or reader might try: 401 without
  // a credential, 404 with one (other methods meet the not-found handler: 404).
  const unknown = async () => {
    throw notFound('There is no such content route.');
  };
  for (const url of [PREFIX, `${PREFIX}/*`]) {
    app.route({ method: UNKNOWN_METHODS, url, ...guarded, handler: unknown });
  }
}
