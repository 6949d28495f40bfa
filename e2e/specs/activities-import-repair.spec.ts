import type { APIRequestContext, Page } from '@playwright/test';
import { createCompanyOwner, expect, signInThroughApi, test, type TLang } from './fixtures.ts';

// An import's rows still to fix are kept for the company: closing the repair table with rows left
// asks first, the rows come back after a reload from the activity list, a dropdown cell fixes a
// wrong emission source, and rows the user gives up on are discarded. A text figure of the file is
// read as the form of the language reads it ("41.000" is 41000 in Spanish, "41,000" in English).

const TEXT = {
  es: {
    import: 'Importar',
    title: 'Importar actividades',
    file: 'Archivo',
    header: 'Fuente de emisión;Fecha;Consumo;Unidad de medida',
    thousands: '41.000',
    table: 'Filas con errores',
    partial: (saved: number, count: number) =>
      count === 1
        ? `Se guardaron ${saved} filas del archivo. 1 fila tiene errores: corrígela en la tabla y reinténtala.`
        : `Se guardaron ${saved} filas del archivo. ${count} filas tienen errores: corrígelas en la tabla y reinténtalas.`,
    close: 'Cerrar',
    leave: '¿Cerrar con filas por corregir?',
    back: 'Volver a la tabla',
    keep: 'Guardarlas para después',
    discard: 'Descartarla',
    discarded: 'Se descartaron las filas por corregir.',
    fix: 'Corregir las filas',
    toFix: (name: string) => `La importación de «${name}» terminó: 1 filas guardadas, 2 filas por corregir.`,
    sourceCell: (row: number) => `Fuente de emisión, fila ${row}`,
    retryRow: (row: number) => `Reintentar la fila ${row}`,
    savedOne: 'Se guardó 1 fila.',
  },
  en: {
    import: 'Import',
    title: 'Import activities',
    file: 'File',
    header: 'Emission source;Date;Consumption;Unit of measurement',
    thousands: '41,000',
    table: 'Rows with errors',
    partial: (saved: number, count: number) =>
      count === 1
        ? `${saved} rows of the file were saved. 1 row has errors: fix it in the table and retry it.`
        : `${saved} rows of the file were saved. ${count} rows have errors: fix them in the table and retry them.`,
    close: 'Close',
    leave: 'Close with rows still to fix?',
    back: 'Go back to the table',
    keep: 'Keep them for later',
    discard: 'Discard it',
    discarded: 'The rows still to fix were discarded.',
    fix: 'Fix the rows',
    toFix: (name: string) => `The import of «${name}» has ended: 1 rows saved, 2 rows to fix.`,
    sourceCell: (row: number) => `Emission source, row ${row}`,
    retryRow: (row: number) => `Retry row ${row}`,
    savedOne: '1 row was saved.',
  },
} as const;

const DIESEL = 'Diésel / fuel oil destilado n.º 2, combustión estacionaria (EPA)';
const SOURCE = { code: 'GEN-01', name: 'Planta eléctrica' };

/** A company of its own with the diesel category, a headquarter and one emission source on diesel. */
async function createWorkspace(request: APIRequestContext, prefix: string) {
  const owner = await createCompanyOwner(request, prefix);
  const headers = { Authorization: `Bearer ${owner.token}` };
  const found = await request.get('/api/factors', { headers, params: { search: DIESEL, per_page: 100 } });
  const diesel = (
    (await found.json()) as { data: { id: number; name: string; source_id: number }[] }
  ).data.find((row) => row.name === DIESEL)!;
  expect(diesel, 'the seeded diesel factor').toBeTruthy();
  const chosen = await request.post(`/api/companies/${owner.companyId}/sources`, {
    headers,
    data: { sources: [diesel.source_id] },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const site = await request.post('/api/stakeholders', {
    headers,
    data: { company_id: owner.companyId, type: 'HEADQUARTERS', name: 'Sede Norte', description: null },
  });
  expect(site.status(), await site.text()).toBe(201);
  const types = await request.get('/api/types/emission_source', { headers });
  const operational = ((await types.json()) as { data: { id: number; code: string }[] }).data.find(
    (type) => type.code === 'operational',
  )!;
  const created = await request.post('/api/emission-sources', {
    headers,
    data: {
      company_id: owner.companyId,
      ...SOURCE,
      type_id: operational.id,
      source_id: diesel.source_id,
      emission_factor_id: diesel.id,
      headquarter_id: ((await site.json()) as { id: number }).id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return owner;
}

/** The consumptions of the company's activities, from the API. */
async function consumptionsOf(
  request: APIRequestContext,
  owner: Awaited<ReturnType<typeof createWorkspace>>,
) {
  const listed = await request.get('/api/emission-activities', {
    headers: { Authorization: `Bearer ${owner.token}` },
    params: { company_id: owner.companyId, per_page: 50 },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  return ((await listed.json()) as { data: { consumption: number }[] }).data
    .map((row) => row.consumption)
    .sort((a, b) => a - b);
}

async function sendFile(page: Page, lang: TLang, name: string) {
  const t = TEXT[lang];
  const rows = [
    `${SOURCE.code};2024-03-15;${t.thousands};gal`,
    'GEN-99;2024-04-15;10;gal',
    'NO-EXISTE;2024-05-15;20;gal',
  ];
  await page.getByRole('button', { name: t.import, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: t.file }).click();
  await (
    await chooser
  ).setFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([t.header, ...rows].join('\r\n'), 'utf8'),
  });
  await dialog.getByRole('button', { name: t.import, exact: true }).click();
  return dialog;
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const t = TEXT[lang];

  test.describe(`repairing an import (${lang})`, () => {
    test.use({ lang });

    test('closing with rows to fix asks; the rows come back after a reload; a dropdown fixes a wrong source; the rest is discarded', async ({
      page,
      request,
    }) => {
      test.slow();
      const owner = await createWorkspace(request, `import-repair-${lang}`);
      await signInThroughApi(page, owner.email, owner.password, '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/emission-activities');
      const name = `reparar-${lang}.csv`;
      const dialog = await sendFile(page, lang, name);
      const table = dialog.getByRole('table', { name: t.table });
      await expect(table).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByRole('status').filter({ hasText: t.partial(1, 2) })).toBeVisible();
      // The figure of the file was read as the form of the language reads it.
      expect(await consumptionsOf(request, owner)).toEqual([41000]);

      // Closing with rows left asks first; going back keeps the table as it was.
      await dialog.getByRole('button', { name: t.close, exact: true }).last().click();
      const leave = page.getByRole('dialog', { name: t.leave });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: t.back }).click();
      await expect(leave).toBeHidden();
      await expect(table).toBeVisible();
      // From the keyboard too: Escape in the table's dialog asks the same.
      await dialog.getByRole('button', { name: t.close, exact: true }).last().press('Escape');
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: t.keep }).click();
      await expect(dialog).toBeHidden();

      // The rows are kept on the server: after a reload the activity list offers them again.
      await page.reload();
      await expect(page.getByText(t.toFix(name))).toBeVisible();
      await page.getByRole('button', { name: t.fix }).click();
      const reopened = page.getByRole('dialog', { name: t.title });
      const rows = reopened.getByRole('table', { name: t.table });
      await expect(rows).toBeVisible();

      // A wrong source is fixed by choosing one of the company's in its dropdown.
      await reopened.getByRole('combobox', { name: t.sourceCell(3) }).click();
      await page.getByRole('option', { name: `${SOURCE.code} · ${SOURCE.name}`, exact: true }).click();
      await reopened.getByRole('button', { name: t.retryRow(3) }).click();
      await expect(page.getByText(t.savedOne)).toBeVisible();
      await expect(reopened.getByRole('combobox', { name: t.sourceCell(3) })).toHaveCount(0);
      // The counts above the table follow the retry.
      await expect(reopened.getByRole('status').filter({ hasText: t.partial(2, 1) })).toBeVisible();
      expect(await consumptionsOf(request, owner)).toEqual([10, 41000]);

      // The row left is discarded: the list no longer offers it, after a reload too.
      await reopened.getByRole('button', { name: t.close, exact: true }).last().click();
      await page.getByRole('dialog', { name: t.leave }).getByRole('button', { name: t.discard }).click();
      await expect(page.getByText(t.discarded)).toBeVisible();
      await expect(reopened).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: t.import, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.fix })).toHaveCount(0);
      expect(await consumptionsOf(request, owner)).toEqual([10, 41000]);
    });
  });
}
