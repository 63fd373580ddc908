// Every route the app serves, read from Fastify's own route tree (printRoutes), as "METHOD /path"
// without HEAD: the privacy sweep classifies the routes registered outside defineRoute too
// (the analytics upload, the CMS, short links, the manifest…), so none is forgotten.
import type { FastifyInstance } from 'fastify';

export function servedRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!;
    prefixes.length = depth;
    prefixes.push(path);
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') out.push(`${method} ${path}`);
    }
  }
  return out;
}
