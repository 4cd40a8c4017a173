/** Accessibility checks with axe: the serious and critical violations on the page as it is now. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every rule axe has, on the page itself. Legacy mode runs axe.run() in the page instead of
 * runPartial() there and finishRun() in a second, blank page made for each check (half of a check's
 * time); it skips only cross-origin frames, which the app has none of. Only violations are gathered:
 * the passes, incomplete and inapplicable results are not read here.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}
