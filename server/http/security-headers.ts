// helmet's headers with a Content-Security-Policy that allows only our own origin, plus the
// configured error-report host for connect-src.
//
// Worked out once at start-up and copied onto every reply: helmet's Fastify plugin builds helmet
// again on every request (its directives parsed anew, two async hooks), 5 % of a signed-in
// `GET /me`'s time on the server (`npm run bench:feed`), for headers that never change here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The policy's variable parts: the error-report host for connect-src, the inline scripts' hashes. */
interface PolicyOptions {
  errorReportOrigin: string | null;
  inlineScriptHashes: string[];
}

export function installSecurityHeaders(app: FastifyInstance, options: PolicyOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with our policy, by name. */
function securityHeaders(options: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

function helmetOptions(options: PolicyOptions): HelmetOptions {
  const connect = ["'self'", ...(options.errorReportOrigin ? [options.errorReportOrigin] : [])];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by hash: the pre-paint theme script (build/prepaint-plugin.ts).
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
        // @stitches/react injects its generated CSS into a <style> element at run time; without a
        // nonce plumbing through stitches that needs 'unsafe-inline' for styles (not scripts).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense behind HTTPS; the TLS terminator in front of us sets it there.
    strictTransportSecurity: false,
  };
}
