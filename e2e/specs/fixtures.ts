import { expect, test as base, type Page } from '@playwright/test';

/**
 * `test` for every spec: the page starts in a clean state (Spanish, light mode, no cookies) and a
 * test fails if the page logs a console error or throws — React warnings included.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' ||
          (message.type() === 'warning' && /React|Warning:/.test(message.text()))
        ) {
          errors.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Switches the language with the header's language menu. */
export async function switchLanguage(page: Page, to: 'es' | 'en') {
  await page.getByRole('button', { name: /Cambiar idioma|Change language/ }).click();
  await page.getByRole('menuitem', { name: to === 'en' ? 'English' : 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}
