import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test, type TLang } from './fixtures.ts';

// An import runs in the background, a batch of rows at a time (DESIGN §2): the dialog's bar follows
// the rows read, and the dialog can be left while the activity list says when the import has
// ended. On the demo company, whose plan holds thousands more activities (a trial holds 500, which
// the embedded database imports before the dialog's first look). The rows are of January to October
// 2023: before the dashboard's default three years, and in no year another test closes.

const TEXT = {
  es: {
    import: 'Importar',
    importTitle: 'Importar actividades',
    file: 'Archivo',
    header: 'Fuente de emisión;Fecha;Consumo;Unidad de medida',
    bar: 'Filas del archivo leídas',
    rowsRead: /^Importando: [\d.]+ de 10\.000 filas leídas…$/,
    goesOn:
      'Puedes cerrar esta ventana: la importación sigue, y la lista de actividades avisa cuando termina.',
    done: /^Actividades importadas: 10\.?000\. Ya estaban: 0\.$/,
    close: 'Cerrar',
    noticeBar: 'Filas de la importación leídas',
    noticeDone: (name: string) => `La importación de «${name}» terminó: 10.000 filas guardadas.`,
    months: [1, 2, 3, 4, 5],
  },
  en: {
    import: 'Import',
    importTitle: 'Import activities',
    file: 'File',
    header: 'Emission source;Date;Consumption;Unit of measurement',
    bar: 'Rows of the file read',
    rowsRead: /^Importing: [\d,]+ of 10,000 rows read…$/,
    goesOn: 'You can close this window: the import goes on, and the activity list says when it has ended.',
    done: /^Activities imported: 10,?000\. Already there: 0\.$/,
    close: 'Close',
    noticeBar: 'Rows of the import read',
    noticeDone: (name: string) => `The import of «${name}» has ended: 10,000 rows saved.`,
    months: [6, 7, 8, 9, 10],
  },
} as const;

const ROWS = 10_000;

/**
 * 10,000 rows of the demo's grid electricity in five months of 2023, each file its own (its
 * consumptions carry the run's time): a file imported before is asked about first.
 */
function importFile(lang: TLang, name: string, half: 0 | 1) {
  const t = TEXT[lang];
  const stamp = Date.now() % 997;
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const month = t.months[(index + half) % t.months.length]!;
    const day = 1 + (index % 28);
    const date = `2023-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return `BOG-ELE-0${1 + half};${date};${1000 + stamp + index};kWh`;
  });
  return { name, mimeType: 'text/csv', buffer: Buffer.from([t.header, ...rows].join('\r\n'), 'utf8') };
}

/** The demo company's activities, its import dialog open on the chosen file and sent. */
async function startImport(page: Page, lang: TLang, file: ReturnType<typeof importFile>) {
  const t = TEXT[lang];
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/emission-activities');
  await page.getByRole('button', { name: t.import, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.importTitle });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: t.file }).click();
  await (await chooser).setFiles(file);
  await dialog.getByRole('button', { name: t.import, exact: true }).click();
  return dialog;
}

/** The values a progress bar shows, read every 100 ms until `until` holds. */
async function valuesOf(bar: Locator, until: () => Promise<boolean>): Promise<number[]> {
  const seen: number[] = [];
  for (let waited = 0; waited < 120_000 && !(await until()); waited += 100) {
    const value = await bar.getAttribute('aria-valuenow', { timeout: 100 }).catch(() => null);
    if (value !== null && Number(value) !== seen.at(-1)) seen.push(Number(value));
    await bar.page().waitForTimeout(100);
  }
  return seen;
}

// One import at a time per company: every test of this file after the one before.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const t = TEXT[lang];

  test.describe(`an import's progress (${lang})`, () => {
    test.use({ signedInAs: DEMO.admin, lang });

    test('the dialog shows the rows read moving up to the whole file, then says what was imported', async ({
      page,
    }) => {
      const dialog = await startImport(page, lang, importFile(lang, `progreso-${lang}.csv`, 0));
      const bar = dialog.getByRole('progressbar', { name: t.bar });
      await expect(bar).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText(t.goesOn)).toBeVisible();
      await expect(dialog.getByRole('status').filter({ hasText: t.rowsRead })).toBeVisible();
      const done = page.getByText(t.done);
      const values = await valuesOf(bar, async () => (await done.count()) > 0 || !(await dialog.isVisible()));
      await expect(done).toBeVisible();
      await expect(dialog).toBeHidden();
      // The bar moved: a share of the file between none and all, never going back.
      expect(
        values.some((value) => value > 0 && value < 100),
        `values seen: ${values.join(', ')}`,
      ).toBe(true);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    });

    test('a dialog left during the import: the list follows the import and says when it has ended', async ({
      page,
    }) => {
      const name = `dejada-${lang}.csv`;
      const dialog = await startImport(page, lang, importFile(lang, name, 1));
      await expect(dialog.getByRole('progressbar', { name: t.bar })).toBeVisible({ timeout: 30_000 });
      await dialog.getByRole('button', { name: t.close, exact: true }).first().click();
      await expect(dialog).toBeHidden();
      const notice = page
        .getByRole('status')
        .filter({ has: page.getByRole('progressbar', { name: t.noticeBar }) });
      await expect(notice).toBeVisible();
      await expect(page.getByText(t.noticeDone(name))).toBeVisible({ timeout: 120_000 });
      await expect(page.getByRole('progressbar', { name: t.noticeBar })).toBeHidden();
    });
  });
}
