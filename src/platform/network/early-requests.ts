// What the page's HTML asks for before the app's scripts (early-answers.ts), per landing path: the
// session check and /me (features/auth refreshSession), then the screen's prefetch (routes.tsx
// preloadAppScreen): home's accounts and the paper account's portfolio (every member has one from
// sign-up, spec §1: dashboard/prefetch.ts), the portfolio screen's default account. Read by the
// build (build/prepaint-plugin.ts), not shipped in the app's scripts; each URL exactly as the
// app's client writes it (early-answers.test.ts holds them to it).
const SESSION = ['/api/v1/util/csrf', '/api/v1/me'];

export const EARLY_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/app': [...SESSION, '/api/v1/accounts', '/api/v1/portfolio?account=simulated'],
  '/app/portfolio': [...SESSION, '/api/v1/portfolio'],
};
