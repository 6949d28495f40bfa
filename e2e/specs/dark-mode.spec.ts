import { expect, test } from './fixtures.ts';

test.describe('dark mode', () => {
  for (const path of ['/', '/design']) {
    test(`the toggle switches ${path} to dark and the choice survives a reload`, async ({ page }) => {
      await page.goto(path);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

      await page.getByRole('button', { name: 'Activar modo oscuro' }).click();
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBe('true');
      const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(darkBackground).not.toBe('rgb(255, 255, 255)');

      await page.reload();
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('button', { name: 'Activar modo claro' })).toBeVisible();

      await page.getByRole('button', { name: 'Activar modo claro' }).click();
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBe('false');
    });
  }
});
