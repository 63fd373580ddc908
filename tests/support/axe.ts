// axe-core in Chromium (WCAG 2.0/2.1 A and AA plus best practice): the serious and critical
// violations on the page, one line each. The page's context needs `bypassCSP: true`, since the
// CSP forbids injected scripts.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // A modal or overlay still fading in blends its colours with the page behind: contrast measured
  // mid-animation is neither the real foreground nor background. Let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> };
      }
    ).axe;
    const results = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      // Only violations are read: axe skips detailing the passes and the incomplete (~15 % of a
      // scan's CPU on a security page). Every rule still runs on every node.
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
          }`,
      ),
    );
}
