/** Accessibility checks with axe: the serious and critical violations on the page as it is now. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * Every rule axe has, on the page itself. Legacy mode runs axe.run() in the page instead of
 * runPartial() there and finishRun() in a second, blank page made for each check (half of a check's
 * time); it skips only cross-origin frames, which the app has none of. Only violations are gathered:
 * the passes, incomplete and inapplicable results are not read here.
 */
export async function seriousViolations(page: Page) {
  await settleAnimations(page);
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

/**
 * Waits for the page's running animations and transitions to end, endless ones (a loader's spin) aside:
 * axe judges colours as painted, and a dialog caught half faded in fails colour contrast (a CI run did, on
 * the reviews journey's "Submit this review?" once traces no longer slowed each step down). Two frames
 * first, so a transition a click has just set up has started.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The same check for a page reached inside the app (no new document): axe is put into the document once
 * and then run again for each page — AxeBuilder evaluates its half-megabyte script on every check, about a
 * second of each page's time in the every-route spec. Evaluated, not added as a script tag, so the page's
 * Content-Security-Policy does not apply to it (as with AxeBuilder).
 */
export async function seriousViolationsInApp(page: Page) {
  await settleAnimations(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}
