import { DEMO, expect, test } from './fixtures.ts';

// Closing a period of the demo company's inventory from its settings, and reopening it, as its
// administrator, in Spanish and English. The periods are years the demo holds no activity in, so
// the other specs' figures never change.

const TEXT = {
  es: {
    card: 'Periodos cerrados',
    from: 'Desde',
    to: 'Hasta',
    close: 'Cerrar el periodo',
    closedBy: /^El \d+ \w+ \d{4} por /,
    reopen: (period: string) => `Reabrir el periodo ${period}`,
    confirm: 'Reabrir el periodo',
    question: (period: string) => `¿Reabrir el periodo ${period}?`,
    dates: ['01/01/2011', '31/12/2011'],
    period: '1 ene 2011 – 31 dic 2011',
    year: 2011,
  },
  en: {
    card: 'Closed periods',
    from: 'From',
    to: 'To',
    close: 'Close the period',
    closedBy: /^On \w+ \d+, \d{4} by /,
    reopen: (period: string) => `Reopen the period ${period}`,
    confirm: 'Reopen the period',
    question: (period: string) => `Reopen the period ${period}?`,
    dates: ['01/01/2012', '12/31/2012'],
    period: 'Jan 1, 2012 – Dec 31, 2012',
    year: 2012,
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  const t = TEXT[lang];
  test.describe(`closed periods (${lang})`, () => {
    test.use({ signedInAs: DEMO.admin, lang });

    test('an administrator closes a year in the settings, sees who closed it, and reopens it after confirming', async ({
      page,
    }) => {
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: t.card });
      await card.getByRole('textbox', { name: t.from }).fill(t.dates[0]);
      await card.getByRole('textbox', { name: t.to }).fill(t.dates[1]);
      await card.getByRole('button', { name: t.close }).click();
      const row = card.getByRole('row').filter({ hasText: t.period });
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell').first()).toHaveText(t.closedBy);

      await row.getByRole('button', { name: t.reopen(t.period) }).click();
      const dialog = page.getByRole('dialog', { name: t.question(t.period) });
      await dialog.getByRole('button', { name: t.confirm }).click();
      await expect(row).toBeHidden();
    });
  });
}
