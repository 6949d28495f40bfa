import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
