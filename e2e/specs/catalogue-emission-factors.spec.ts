import type { APIRequestContext } from '@playwright/test';
import { apiToken, DEMO, dismissToasts, expect, pickOption, test, type TLang } from './fixtures.ts';

const TEXT = {
  es: {
    name: 'Nombre',
    source: 'Fuente',
    derives: 'Derivado',
    add: 'Agregar factor',
    percent: 'Porcentaje de',
    save: 'Guardar',
    sumError: 'Los porcentajes deben sumar exactamente 100.',
    created: /^Factor de emisión «.+» creado$/,
    derivedValues: 'Valores por gas de los factores que combina',
    addValue: 'Agregar valor',
    partValues: 'Valores por gas de ',
    back: 'Volver al factor',
    search: 'Buscar',
    deleteRow: (name: string) => `Eliminar ${name}`,
    dialog: (name: string) => `¿Eliminar «${name}»?`,
    confirm: (name: string) => `Eliminar «${name}»`,
    removes: 'También se eliminarán 2 valores por gas.',
    inBlend: (name: string, blend: string) =>
      `El factor «${name}» es parte de 1 factor derivado: «${blend}».`,
    blocked: 'No se puede eliminar todavía',
    cancel: 'Cancelar',
    deleted: 'Registro eliminado',
  },
  en: {
    name: 'Name',
    source: 'Source',
    derives: 'Derived',
    add: 'Add factor',
    percent: 'Percent of',
    save: 'Save',
    sumError: 'The percentages must add up to exactly 100.',
    created: /^Emission factor “.+” created$/,
    derivedValues: 'Gas values of the factors it blends',
    addValue: 'Add value',
    partValues: 'Gas values of ',
    back: 'Back to the factor',
    search: 'Search',
    deleteRow: (name: string) => `Delete ${name}`,
    dialog: (name: string) => `Delete “${name}”?`,
    confirm: (name: string) => `Delete “${name}”`,
    removes: '2 gas values will be deleted too.',
    inBlend: (name: string, blend: string) =>
      `The factor “${name}” is a part of 1 derived factor: “${blend}”.`,
    blocked: 'It cannot be deleted yet',
    cancel: 'Cancel',
    deleted: 'Record deleted',
  },
} as const;

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`derived emission factor (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });

    test('parts summing to 99.9 are refused without a request; at 100 the factor saves', async ({ page }) => {
      const text = TEXT[lang];
      await page.goto('/emission-factors/0');
      await page
        .getByRole('textbox', { name: text.name, exact: true })
        .fill(`Derived e2e ${lang} ${Date.now().toString(36)}`);
      // A seeded source with several plain factors.
      await pickOption(page, text.source, /^(Combustión estacionaria|Stationary combustion)$/);
      await page.getByRole('switch', { name: text.derives }).check();
      await pickOption(page, text.add);
      await pickOption(page, text.add);
      const percents = page.getByRole('textbox', { name: new RegExp(`^${text.percent}`) });
      await expect(percents).toHaveCount(2);
      await percents.nth(0).fill('50');
      await percents.nth(1).fill('49.9');

      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/emission-factors')) posts += 1;
      });
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.sumError)).toBeVisible();
      expect(posts).toBe(0);

      await percents.nth(1).fill('50');
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/api/emission-factors'),
      );
      await page.getByRole('button', { name: text.save }).click();
      const { id } = (await (await answer).json()) as { id: number };
      await expect(page.getByText(text.created)).toBeVisible();
      expect(posts).toBe(1);

      // Saved, the new factor stays open: the blend shows its parts and no gas values of its own.
      await expect(page).toHaveURL(new RegExp(`/emission-factors/${id}$`));
      await expect(percents).toHaveCount(2);
      await expect(page.getByText(text.derivedValues)).toBeVisible();
      await expect(page.getByRole('button', { name: text.addValue })).toHaveCount(0);

      // The edit icon of a part opens that factor's own gas values, with a link to its form.
      await page
        .getByRole('button', { name: new RegExp(`^${text.partValues}`) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/factors\/\d+\/gas-emissions$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text.partValues.trim());
      await expect(page.getByRole('button', { name: text.addValue })).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL(/\/emission-factors\/\d+$/);
    });

    test('the delete dialog names the factor, its gas values and the blend that keeps it', async ({
      page,
      request,
    }) => {
      const text = TEXT[lang];
      const tag = `${lang}${Date.now().toString(36)}`;
      const { part, blend } = await createBlendThroughApi(request, `Parte ${tag}`, `Mezcla ${tag}`);
      await page.goto('/emission-factors');
      await page.getByLabel(text.search).fill(tag);
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(3);

      // A factor in a blend: its gas values would go with it, but the blend keeps it.
      await page.getByRole('button', { name: text.deleteRow(part), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog(part) });
      await expect(dialog.getByText(text.removes)).toBeVisible();
      await expect(dialog.getByText(text.blocked)).toBeVisible();
      await expect(dialog.getByText(text.inBlend(part, blend))).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.confirm(part) })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The blend goes first; then the factor, with its gas values.
      await page.getByRole('button', { name: text.deleteRow(blend), exact: true }).click();
      const blendDialog = page.getByRole('dialog', { name: text.dialog(blend) });
      await blendDialog.getByRole('button', { name: text.confirm(blend) }).click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(rows).toHaveCount(2);
      await dismissToasts(page);

      await page.getByRole('button', { name: text.deleteRow(part), exact: true }).click();
      const partDialog = page.getByRole('dialog', { name: text.dialog(part) });
      await expect(partDialog.getByText(text.removes)).toBeVisible();
      await expect(partDialog.getByText(text.blocked)).toHaveCount(0);
      await partDialog.getByRole('button', { name: text.confirm(part) }).click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(page.getByRole('cell', { name: `${part} B`, exact: true })).toBeVisible();
    });
  });
}

/** A plain factor with two gas values, and a blend made of it and another plain factor. */
async function createBlendThroughApi(request: APIRequestContext, partName: string, blendName: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, DEMO.superAdmin)}` };
  const post = async (path: string, data: object) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; source_id: number };
  };
  const seeded = (await (await request.get('/api/factors/1/gases?per_page=1', { headers })).json()) as {
    data: { gas_id: number; unit_measurement_id: number; type_id: number }[];
  };
  const [value] = seeded.data;
  const source = (await (await request.get('/api/emission-factors/1', { headers })).json()) as {
    source_id: number;
  };
  const part = await post('/api/emission-factors', { name: partName, source_id: source.source_id });
  const other = await post('/api/emission-factors', { name: `${partName} B`, source_id: source.source_id });
  for (const year of [2024, 2025]) {
    await post('/api/gas-emissions', {
      factor_id: part.id,
      gas_id: value!.gas_id,
      unit_measurement_id: value!.unit_measurement_id,
      type_id: value!.type_id,
      value: 2.4,
      uncertainty: 5,
      date_start: `${year}-01-01`,
      date_end: `${year}-12-31`,
      fountain: 'IPCC 2006',
      reference: 'Vol. 2, cap. 2',
    });
  }
  await post('/api/emission-factors', {
    name: blendName,
    source_id: source.source_id,
    derives: true,
    factors: [
      { id: part.id, name: partName, percent: 50, avoided: false },
      { id: other.id, name: `${partName} B`, percent: 50, avoided: false },
    ],
  });
  return { part: partName, blend: blendName };
}
