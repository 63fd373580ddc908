// Setup of the unit project (vitest.config.ts). Component tests (`*.component.test.tsx`, beside
// the component) run in happy-dom, chosen by their first line `// @vitest-environment happy-dom`;
// every other unit test runs in Node and pays nothing here. In a DOM, each test unmounts what it
// rendered (Testing Library cleans up by itself only when vitest's globals are on, and they are
// off), drops its fetch stub and the app's cached answers (platform/queries), and leaves the
// connectivity signal online for the next test. Until a
// test stubs them (stubApi, component-network.ts), requests fail like a dead network: happy-dom's
// own fetch would reach whatever serves http://localhost:3000, its page's address. A component
// file that forgot its docblock fails at once, naming the fix.
import { afterEach, beforeEach, expect, vi } from 'vitest';

const testPath = expect.getState().testPath ?? '';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { goOnline } = await import('./component-network');
  const { isOnline } = await import('@/platform/network/online');
  const { queryClient } = await import('@/platform/queries');
  // A test decides each answer: a failure shows at once, not after the app's retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      throw new TypeError(`Failed to fetch ${String(input)}: no answer stubbed (stubApi)`);
    });
  });
  afterEach(async () => {
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
    if (!isOnline.peek()) await goOnline();
  });
} else if (testPath.endsWith('.component.test.tsx')) {
  throw new Error(
    `${testPath} has no DOM: start it with the line \`// @vitest-environment happy-dom\`.`,
  );
}
