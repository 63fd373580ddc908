// The client build drops what the contract declares for the OpenAPI document only: an endpoint's
// `summary` and `tag` (src/contract/endpoint.ts), and the limits src/contract/structs.ts records
// beside its structs (the browser gets superstruct's builders themselves: they check the same).
// The browser never reads either, and every screen would carry them. The server and the tests
// read the contract as written.
import type { Plugin } from 'vite';

const ENDPOINTS = /[\\/]src[\\/]contract[\\/]endpoints[\\/][\w-]+\.ts$/;
const STRUCTS = /[\\/]src[\\/]contract[\\/]structs\.ts$/;

/** src/contract/structs.ts for the browser: superstruct's builders, and no hints kept. */
export const CLIENT_STRUCTS = [
  "export * from 'superstruct';",
  'export const schemaHint = () => undefined;',
  'export const withSchemaHint = (struct) => struct;',
  'export const describedAs = (struct) => struct;',
].join('\n');
/** `summary: '…',` (the string possibly on the next line, possibly joined with `+`), and
 *  `tag: '…',` or `tag,`, each on lines of its own (Prettier writes them so). */
const DOC_PROPERTY =
  /^[ \t]*(?:(?:summary|tag):\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)(?:\s*\+\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`))*|tag),[ \t]*\n/gm;

export function stripEndpointDocs(code: string): string {
  return code.replace(DOC_PROPERTY, '');
}

export function endpointDocsPlugin(): Plugin {
  return {
    name: 'stockroom:endpoint-docs',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return STRUCTS.test(id) ? CLIENT_STRUCTS : null;
    },
    transform(code, id) {
      if (!ENDPOINTS.test(id)) return null;
      return { code: stripEndpointDocs(code), map: null };
    },
  };
}
