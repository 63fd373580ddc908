// helmet with a Content-Security-Policy that allows only our own origin, plus the configured
// error-report host for connect-src.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { errorReportOrigin: string | null; inlineScriptHashes: string[] },
): Promise<void> {
  const connect = ["'self'", ...(options.errorReportOrigin ? [options.errorReportOrigin] : [])];
  await app.register(helmet, {
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
    hsts: false,
  });
}
