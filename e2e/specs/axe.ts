import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical axe violations of the page, or of the part `include` selects: WCAG 2.1 A
 * and AA, and axe's best practices unless `bestPractice` is false. Axe runs in the page itself
 * (its legacy mode): the app has no frames to gather results from, and finishing the run in a
 * page of its own took longer than the checks (3.9 s against 2.3 s on the activity list).
 */
export async function seriousViolations(
  page: Page,
  { include, bestPractice = true }: { include?: string; bestPractice?: boolean } = {},
) {
  let builder = new AxeBuilder({ page })
    .withTags(bestPractice ? [...WCAG_21_AA, 'best-practice'] : WCAG_21_AA)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

type SchemeViolation = Awaited<ReturnType<typeof seriousViolations>>[number] & {
  scheme: 'light' | 'dark';
};

/**
 * Switches the open page to a colour scheme as a choice made in another tab does (the stored
 * `dark-mode` and its storage event, which the app follows), then waits until the page has painted
 * it and its colour transitions have ended. What is open on the page (a dialog, a form) stays open.
 */
async function switchColorScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(
    (dark) => {
      localStorage.setItem('dark-mode', dark);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'dark-mode', newValue: dark, storageArea: localStorage }),
      );
    },
    String(scheme === 'dark'),
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // The colour transitions end; a loader's endless animation never does, and is not waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => null)));
  });
}

/** Every page the test opens starts in light mode, what `seriousViolationsInBothSchemes` expects. */
export const opensInLightMode = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('dark-mode', 'false'));

/**
 * The serious and critical axe violations of the page in light mode (as it opened) and in dark
 * mode, switched on the same visit, each named by its scheme; the page is left light. One visit
 * checks both schemes, where opening each screen again in dark mode cost as much as the check.
 */
export async function seriousViolationsInBothSchemes(page: Page): Promise<SchemeViolation[]> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const light = await seriousViolations(page);
  await switchColorScheme(page, 'dark');
  const dark = await seriousViolations(page);
  await switchColorScheme(page, 'light');
  return [
    ...light.map((violation) => ({ ...violation, scheme: 'light' as const })),
    ...dark.map((violation) => ({ ...violation, scheme: 'dark' as const })),
  ];
}

/**
 * The controls of the page (or of the part `include` selects) whose accessible name does not hold
 * the words shown on them (WCAG 2.5.3 label in name): axe's rule for it, which it leaves out of a
 * run by tags as experimental.
 */
export async function labelInNameViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  // The rule looked at named controls (an experimental rule that did not run would find nothing).
  const checked = [...results.passes, ...results.violations, ...results.incomplete];
  expect(checked.map((rule) => rule.id)).toContain('label-content-name-mismatch');
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}
