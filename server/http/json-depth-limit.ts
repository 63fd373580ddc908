// The depth limit (server/json-depth.ts) on every JSON body, before it is parsed.
import type { FastifyInstance } from 'fastify';
import { jsonDepth, MAX_JSON_DEPTH, tooDeep } from '../json-depth';

/** Fastify's own JSON parser (prototype poisoning refused), behind the depth check. */
export function installJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(tooDeep('The body'), undefined);
    return parseJson(request, text, done);
  });
}
