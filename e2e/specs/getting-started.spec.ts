import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createCompanyOwner, dismissToasts, expect, signInThroughApi, test, type TLang } from './fixtures.ts';

// A new company's administrator follows the first steps from the settings screen to a first
// activity and its footprint: each step's link opens the screen where it is done, and each step is
// ticked from what the company holds, read again when the administrator comes back.

const DIESEL = 'Diésel / fuel oil destilado n.º 2, combustión estacionaria (EPA)';

const TEXT = {
  es: {
    settings: 'Configuración',
    firstSteps: 'Primeros pasos',
    progress: (done: number) => `${done} de 7`,
    addSource: 'Añadir una fuente de emisión',
    sourceStepDone: /^Añade una fuente de emisión · hecho/,
    recordActivity: 'Registrar una actividad',
    importYear: 'Importar un año',
    activityStepDone: /^Registra una primera actividad · hecho/,
    footprintStep: /^Mira tu huella · (pendiente|hecho)/,
    footprintStepDone: /^Mira tu huella · hecho/,
    seeFootprint: 'Ver la huella',
    newSource: 'Nueva fuente de emisión',
    newActivity: 'Nueva actividad',
    code: 'Código',
    name: 'Nombre',
    type: 'Tipo',
    operational: 'Operativa',
    category: 'Categoría',
    factor: 'Factor de emisión',
    headquarter: 'Sede',
    emissionSource: 'Fuente de emisión',
    date: 'Fecha',
    day: '15/06/2024',
    consumption: 'Consumo',
    unit: 'Unidad de medida',
    save: 'Guardar',
    sourceCreated: 'Fuente de emisión «Caldera principal» creada',
    activityCreated: /^Actividad del .+ creada$/,
    dashboard: 'Panel de emisiones',
  },
  en: {
    settings: 'Settings',
    firstSteps: 'First steps',
    progress: (done: number) => `${done} of 7`,
    addSource: 'Add an emission source',
    sourceStepDone: /^Add an emission source · done/,
    recordActivity: 'Record an activity',
    importYear: 'Import a year',
    activityStepDone: /^Record a first activity · done/,
    footprintStep: /^See your footprint · (to do|done)/,
    footprintStepDone: /^See your footprint · done/,
    seeFootprint: 'See the footprint',
    newSource: 'New emission source',
    newActivity: 'New activity',
    code: 'Code',
    name: 'Name',
    type: 'Type',
    operational: 'Operational',
    category: 'Category',
    factor: 'Emission factor',
    headquarter: 'Headquarters',
    emissionSource: 'Emission source',
    date: 'Date',
    day: '06/15/2024',
    consumption: 'Consumption',
    unit: 'Unit of measurement',
    save: 'Save',
    sourceCreated: 'Emission source “Caldera principal” created',
    activityCreated: /^Activity of .+ created$/,
    dashboard: 'Emissions dashboard',
  },
} as const;

/** A catalogue row: its Spanish name, and the name the reader's language shows. */
type TNamed = { id: number; name: string; display_name: string };

/**
 * A company whose administrator has done the settings' steps through the API: the diesel factor's
 * category and a headquarter. What it still lacks is an emission source and an activity.
 */
async function createSetUpCompany(request: APIRequestContext, lang: TLang) {
  const owner = await createCompanyOwner(request, `first-activity-${lang}`);
  const headers = { Authorization: `Bearer ${owner.token}`, 'Accept-Language': lang };
  // The factor selector names factors in the reader's language: found by its Spanish name, then
  // read again by its id as the reader sees it.
  const factors = async (language: TLang) =>
    (
      (await (
        await request.get('/api/factors', {
          headers: { ...headers, 'Accept-Language': language },
          params: { search: DIESEL, per_page: 100 },
        })
      ).json()) as { data: { id: number; name: string; source_id: number }[] }
    ).data;
  const dieselId = (await factors('es')).find((row) => row.name === DIESEL)?.id;
  const diesel = (await factors(lang)).find((row) => row.id === dieselId)!;
  expect(diesel, 'the seeded diesel factor').toBeTruthy();
  const category = (await (
    await request.get(`/api/sources/${diesel.source_id}`, { headers })
  ).json()) as TNamed;
  const chosen = await request.post(`/api/companies/${owner.companyId}/sources`, {
    headers,
    data: { sources: [diesel.source_id] },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const site = await request.post('/api/stakeholders', {
    headers,
    data: { company_id: owner.companyId, type: 'HEADQUARTERS', name: 'Planta Norte', description: null },
  });
  expect(site.status(), await site.text()).toBe(201);
  const units = await request.get('/api/unit-measurements', { headers, params: { per_page: 100 } });
  const gallon = (
    (await units.json()) as {
      data: { code: string | null; display_name: string; abbreviation: string | null }[];
    }
  ).data.find((row) => row.code === 'gal_us')!;
  return {
    ...owner,
    category: category.display_name,
    diesel: diesel.name,
    gallons: `${gallon.display_name} (${gallon.abbreviation})`,
  };
}

async function pick(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const t = TEXT[lang];

  test.describe(`first steps to a first activity (${lang})`, () => {
    test.use({ lang });

    test("a new company's administrator follows the steps to an emission source, a first activity and the footprint, each ticked from the company's data", async ({
      page,
      request,
    }) => {
      // Two forms filled and the settings screen opened three times.
      test.slow();
      const company = await createSetUpCompany(request, lang);
      await signInThroughApi(page, company.email, company.password, '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      const openSettings = async () => {
        await page.locator('#app-sidebar').getByRole('link', { name: t.settings }).click();
        await expect(page).toHaveURL(/\/settings$/);
      };
      await openSettings();
      const start = page.getByRole('region', { name: t.firstSteps });
      // Categories and a headquarter are there; nothing leads to a footprint that does not exist.
      await expect(start.getByText(t.progress(2), { exact: true })).toBeVisible();
      await expect(start.getByRole('listitem').nth(6)).toHaveText(t.footprintStep);
      await expect(start.getByRole('link', { name: t.seeFootprint })).toHaveCount(0);

      // An emission source, from its step: the form opens with the keyboard on its heading.
      await start.getByRole('link', { name: t.addSource }).click();
      await expect(page).toHaveURL(/\/emission-sources\/0$/);
      await expect(page.getByRole('heading', { level: 1, name: t.newSource })).toBeFocused();
      const form = page.locator('form');
      await form.getByRole('textbox', { name: t.code }).fill('CAL-01');
      await form.getByRole('textbox', { name: t.name }).fill('Caldera principal');
      await pick(form, t.type, t.operational);
      await pick(form, t.category, company.category);
      await pick(form, t.factor, company.diesel);
      await pick(form, t.headquarter, 'Planta Norte');
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.sourceCreated)).toBeVisible();
      await expect(page).toHaveURL(/\/emission-sources$/);
      await dismissToasts(page);

      await openSettings();
      await expect(start.getByText(t.progress(3), { exact: true })).toBeVisible();
      await expect(start.getByRole('listitem').nth(4)).toHaveText(t.sourceStepDone);
      await expect(start.getByRole('link', { name: t.addSource })).toHaveCount(0);
      await expect(start.getByRole('link', { name: t.importYear })).toHaveAttribute(
        'href',
        '/emission-activities',
      );

      // A first activity, from the next step.
      await start.getByRole('link', { name: t.recordActivity }).click();
      await expect(page).toHaveURL(/\/emission-activities\/0$/);
      await expect(page.getByRole('heading', { level: 1, name: t.newActivity })).toBeVisible();
      await pick(form, t.emissionSource, 'CAL-01 · Caldera principal');
      await form.getByRole('textbox', { name: t.date, exact: true }).fill(t.day);
      await form.getByRole('textbox', { name: t.consumption, exact: true }).fill('500');
      await pick(form, t.unit, company.gallons);
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.activityCreated)).toBeVisible();
      await dismissToasts(page);

      // The activity ticks its step and makes the footprint, which the last step now leads to.
      await openSettings();
      await expect(start.getByText(t.progress(5), { exact: true })).toBeVisible();
      await expect(start.getByRole('listitem').nth(5)).toHaveText(t.activityStepDone);
      await expect(start.getByRole('listitem').nth(6)).toHaveText(t.footprintStepDone);
      await start.getByRole('link', { name: t.seeFootprint }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeFocused();
    });
  });
}
