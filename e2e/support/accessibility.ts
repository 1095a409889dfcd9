/**
 * axe-core on the page as a person sees it: the one accessibility check every journey uses. Pages that inject axe
 * need `test.use({ bypassCSP: true })`, since the shop's Content-Security-Policy rightly refuses an injected script.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axePath = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

interface AxeResult {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

/** Fails with each serious or critical violation (rule, help text and the first elements it found). */
export async function expectNoSeriousAxeViolations(page: Page, context: string): Promise<void> {
  // Entrance animations (800 ms, once) fade text in: contrast is judged on what a person reads once they
  // end, not on a half-transparent frame. Endless ones (loading shimmers) are left running, and so is one that never
  // settles (a paused or superseded animation's promise can stay open): the wait is capped at 3 s, after which axe
  // judges the page as it stands.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 3_000)),
    ]),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 5)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
  });
  expect(violations, context).toEqual([]);
}
