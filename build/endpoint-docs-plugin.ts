// The client build drops what an endpoint declares for the OpenAPI document only (its `summary`
// and `tag`, src/contract/endpoint.ts): the browser never reads them, and every screen that calls
// an endpoint would carry its sentence. The server and the tests read the contract as written.
import type { Plugin } from 'vite';

const ENDPOINTS = /[\\/]src[\\/]contract[\\/]endpoints[\\/][\w-]+\.ts$/;
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
    transform(code, id) {
      if (!ENDPOINTS.test(id)) return null;
      return { code: stripEndpointDocs(code), map: null };
    },
  };
}
