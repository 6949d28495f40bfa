import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  createCompanyOwner,
  DEMO,
  DEMO_PASSWORD,
  dismissToasts,
  expect,
  signInThroughApi,
  test,
  type TLang,
} from './fixtures.ts';
import { seriousViolations } from './axe.ts';

const TEXT = {
  es: {
    menu: 'Actividades',
    title: 'Actividades',
    search: 'Buscar',
    filters: 'Filtros',
    dateFrom: 'Fecha desde',
    apply: 'Aplicar',
    oneFilter: '1 filtro activo',
    pageCount: (total: string) => new RegExp(`de ${total}$`),
    /** A count of a thousand or more, its thousands grouped the Spanish way. */
    groupedCount: /^1–10 de \d{1,3}(\.\d{3})+$/,
    sortMark: 'Sin ordenar',
    empty: 'Todavía no hay actividades. Registra la primera o impórtalas desde la plantilla.',
    add: 'Agregar actividad',
    newTitle: 'Nueva actividad',
    editTitle: 'Editar actividad',
    bySource: 'Fuente de emisión',
    byFactor: 'Factor de emisión',
    emissionSource: 'Fuente de emisión',
    factor: 'Factor de emisión',
    type: 'Tipo',
    operational: 'Operativa',
    date: 'Fecha',
    consumption: 'Consumo',
    unit: 'Unidad de medida',
    save: 'Guardar',
    cancel: 'Cancelar',
    created: /^Actividad del .+ creada$/,
    updated: /^Actividad del .+ actualizada$/,
    footprint: 'Huella de la actividad',
    day: (iso: string) => iso.split('-').reverse().join('/'),
    /** A thousand gallons and a half, written the language's way. */
    thousandAndAHalf: '1.000,5',
    tonnes: (figure: string) => `${figure.replace('.', ',')} tCO2e`,
    import: 'Importar',
    importTitle: 'Importar actividades',
    file: 'Archivo',
    header: 'Fuente de emisión;Fecha;Consumo;Unidad de medida',
    partial:
      'Se guardaron 2 filas del archivo. 2 filas tienen errores: corrígelas en la tabla y reinténtalas.',
    table: 'Filas con errores',
    cell: (column: string, row: number) => `${column}, fila ${row}`,
    required: 'Este campo es obligatorio.',
    selectRow: (row: number) => `Seleccionar la fila ${row}`,
    retrySelected: 'Reintentar la seleccionada (1)',
    savedOne: 'Se guardó 1 fila.',
    repaired: 'Todas las filas del archivo quedaron importadas.',
    seen: 'Este archivo ya se importó',
    keep: 'No importar',
  },
  en: {
    menu: 'Activities',
    search: 'Search',
    filters: 'Filters',
    dateFrom: 'Date from',
    apply: 'Apply',
    oneFilter: '1 active filter',
    pageCount: (total: string) => new RegExp(`of ${total}$`),
    groupedCount: /^1–10 of \d{1,3}(,\d{3})+$/,
    sortMark: 'Not sorted',
    title: 'Activities',
    empty: 'No activities yet. Record the first one or import them from the template.',
    add: 'Add activity',
    newTitle: 'New activity',
    editTitle: 'Edit activity',
    bySource: 'Emission source',
    byFactor: 'Emission factor',
    emissionSource: 'Emission source',
    factor: 'Emission factor',
    type: 'Type',
    operational: 'Operational',
    date: 'Date',
    consumption: 'Consumption',
    unit: 'Unit of measurement',
    save: 'Save',
    cancel: 'Cancel',
    created: /^Activity of .+ created$/,
    updated: /^Activity of .+ updated$/,
    footprint: 'Footprint of the activity',
    day: (iso: string) => {
      const [year, month, day] = iso.split('-');
      return `${month}/${day}/${year}`;
    },
    thousandAndAHalf: '1,000.5',
    tonnes: (figure: string) => `${figure} tCO2e`,
    import: 'Import',
    importTitle: 'Import activities',
    file: 'File',
    header: 'Emission source;Date;Consumption;Unit of measurement',
    partial: '2 rows of the file were saved. 2 rows have errors: fix them in the table and retry them.',
    table: 'Rows with errors',
    cell: (column: string, row: number) => `${column}, row ${row}`,
    required: 'This field is required.',
    selectRow: (row: number) => `Select row ${row}`,
    retrySelected: 'Retry the selected one (1)',
    savedOne: '1 row was saved.',
    repaired: 'Every row of the file is now imported.',
    seen: 'This file was imported before',
    keep: 'Do not import',
  },
} as const;

/** The seeded factors the reference's worked checks use (values valid from 2024 and 2023). */
/** The seeded diesel and grid factors, named as a reader of each language sees them. */
const FACTORS = {
  es: {
    diesel: 'Diésel / fuel oil destilado n.º 2, combustión estacionaria (EPA)',
    grid: 'Electricidad red SIN Colombia, inventarios de GEI (UPME 2022)',
  },
  en: {
    diesel: 'Diesel / distillate fuel oil No. 2, stationary combustion (EPA)',
    grid: 'Colombian SIN grid electricity, GHG inventories (UPME 2022)',
  },
} as const;

type TNamed = { id: number; name: string };
type TWorkspace = Awaited<ReturnType<typeof createCompanyOwner>> & {
  diesel: TNamed & { source_id: number };
  grid: TNamed & { source_id: number };
  /** The unit boxes' options: `name (abbreviation)`. */
  gallons: string;
  megawattHours: string;
  gallonId: number;
  source: { code: string; name: string };
};

/**
 * A company of its own, set up through the API the way its administrator does it: the categories of
 * the diesel and the grid factors, a headquarter, and an emission source (a generator on diesel).
 */
async function createWorkspace(
  request: APIRequestContext,
  prefix: string,
  lang: TLang = 'es',
): Promise<TWorkspace> {
  const owner = await createCompanyOwner(request, prefix);
  const headers = { Authorization: `Bearer ${owner.token}`, 'Accept-Language': lang };
  const factor = async (name: string) => {
    const found = await request.get('/api/factors', { headers, params: { search: name, per_page: 100 } });
    const rows = ((await found.json()) as { data: (TNamed & { source_id: number })[] }).data;
    const row = rows.find((candidate) => candidate.name === name);
    expect(row, `the seeded factor ${name}`).toBeTruthy();
    return row!;
  };
  const diesel = await factor(FACTORS[lang].diesel);
  const grid = await factor(FACTORS[lang].grid);
  const chosen = await request.post(`/api/companies/${owner.companyId}/sources`, {
    headers,
    data: { sources: [diesel.source_id, grid.source_id] },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const site = await request.post('/api/stakeholders', {
    headers,
    data: { company_id: owner.companyId, type: 'HEADQUARTERS', name: 'Sede Norte', description: null },
  });
  expect(site.status(), await site.text()).toBe(201);
  const types = await request.get('/api/types/emission_source', { headers });
  const operational = ((await types.json()) as { data: (TNamed & { code: string })[] }).data.find(
    (type) => type.code === 'operational',
  )!;
  const source = { code: 'GEN-01', name: 'Planta eléctrica' };
  const created = await request.post('/api/emission-sources', {
    headers,
    data: {
      company_id: owner.companyId,
      ...source,
      type_id: operational.id,
      source_id: diesel.source_id,
      emission_factor_id: diesel.id,
      headquarter_id: ((await site.json()) as TNamed).id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const units = await request.get('/api/unit-measurements', { headers, params: { per_page: 100 } });
  const unitRows = (
    (await units.json()) as {
      data: { id: number; code: string | null; display_name: string; abbreviation: string | null }[];
    }
  ).data;
  const unit = (code: string) => unitRows.find((row) => row.code === code)!;
  const label = (code: string) => `${unit(code).display_name} (${unit(code).abbreviation})`;
  return {
    ...owner,
    diesel,
    grid,
    gallons: label('gal_us'),
    megawattHours: label('MWh'),
    gallonId: unit('gal_us').id,
    source,
  };
}

/** Signs in (which enters the company, on its first screen), then opens the activities. */
async function openActivities(page: Page, workspace: TWorkspace) {
  await signInThroughApi(page, workspace.email, workspace.password, '/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/emission-activities');
}

async function pick(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The switch between recording by emission source and by factor: its option's label. */
const switchTo = (page: Page, option: string) =>
  page.locator('form label', { hasText: new RegExp(`^${option}$`) }).click();

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const text = TEXT[lang];

  test.describe(`emission activities (${lang})`, () => {
    test.use({ lang });

    test('the demo company’s list groups the thousands of its count and names its sort marks in the language', async ({
      page,
    }) => {
      await signInThroughApi(page, DEMO.admin, DEMO_PASSWORD, '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/emission-activities');
      await expect(page.getByText(text.groupedCount)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('img', { name: text.sortMark }).first()).toBeAttached();
      // No figure on the screen is written with an exponent.
      expect(await page.locator('main').innerText()).not.toMatch(/\dE-?\d/);
    });

    test('the list finds activities by their headquarter’s name and keeps those from a day of their own date', async ({
      page,
      request,
    }) => {
      const workspace = await createWorkspace(request, `activities-find-${lang}`);
      const headers = { Authorization: `Bearer ${workspace.token}` };
      const types = await request.get('/api/types/emission_source', { headers });
      const operational = ((await types.json()) as { data: (TNamed & { code: string })[] }).data.find(
        (type) => type.code === 'operational',
      )!;
      const sources = await request.get('/api/emission-sources', {
        headers,
        params: { company_id: workspace.companyId },
      });
      const sourceId = ((await sources.json()) as { data: TNamed[] }).data[0]!.id;
      // At the headquarter (through its emission source) in March; by factor, nowhere, in January.
      for (const body of [
        { by_emission_source: true, emission_source_id: sourceId, date: '2024-03-10', consumption: 111 },
        {
          by_emission_source: false,
          emission_factor_id: workspace.diesel.id,
          type_id: operational.id,
          date: '2024-01-05',
          consumption: 222,
        },
      ]) {
        const created = await request.post('/api/emission-activities', {
          headers,
          data: { company_id: workspace.companyId, unit_measurement_id: workspace.gallonId, ...body },
        });
        expect(created.status(), await created.text()).toBe(201);
      }
      await openActivities(page, workspace);
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(2);

      await page.getByRole('textbox', { name: text.search }).fill('sede NORTE');
      await expect(page).toHaveURL(/search=sede/, { timeout: 10_000 });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('111');
      await expect(page.getByText(text.pageCount('1'))).toBeVisible();
      await page.getByRole('textbox', { name: text.search }).fill('');
      await expect(rows).toHaveCount(2, { timeout: 10_000 });

      await page.getByRole('button', { name: new RegExp(`^${text.filters}`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: text.dateFrom }).fill(text.day('2024-02-01'));
      await dialog.getByRole('button', { name: text.apply, exact: true }).click();
      await expect(page).toHaveURL(/date_from=2024-02-01/);
      await expect(page.getByLabel(text.oneFilter)).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('111');
      await expect(rows.first()).not.toContainText('222');
    });

    test('a member records an activity by emission source and edits it, records one by factor, and sees their tCO2e in the list', async ({
      page,
      request,
    }) => {
      test.slow();
      const workspace = await createWorkspace(request, `activities-${lang}`, lang);
      await signInThroughApi(page, workspace.email, workspace.password, '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.locator('#app-sidebar').getByRole('link', { name: text.menu }).click();
      await expect(page).toHaveURL(/\/emission-activities$/);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByText(text.empty)).toBeVisible();

      // By emission source: the source gives the factor; 1,000.5 US gallons of diesel, typed with
      // the language's separators (10.244058 t × 1.0005 = 10.249180 t).
      await page.getByRole('button', { name: text.add }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
      const form = page.locator('form');
      await expect(form.getByRole('combobox', { name: text.factor, exact: true })).toHaveCount(0);
      await pick(form, text.emissionSource, `${workspace.source.code} · ${workspace.source.name}`);
      await form.getByRole('textbox', { name: text.date, exact: true }).fill(text.day('2024-06-15'));
      await form.getByRole('textbox', { name: text.consumption, exact: true }).fill(text.thousandAndAHalf);
      await pick(form, text.unit, workspace.gallons);
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/emission-activities\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: text.editTitle })).toBeVisible();
      await expect(form.getByRole('textbox', { name: text.consumption, exact: true })).toHaveValue(
        text.thousandAndAHalf,
      );
      const footprint = page.getByRole('region', { name: text.footprint });
      await expect(footprint).toContainText(text.tonnes('10.25'));
      await expect(footprint.getByRole('row', { name: /CO2/ }).first()).toBeVisible();
      await dismissToasts(page);

      // Edited to 500 gallons: 5.122029 t.
      await form.getByRole('textbox', { name: text.consumption, exact: true }).fill('500');
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.updated)).toBeVisible();
      await expect(footprint).toContainText(text.tonnes('5.12'));
      await form.getByRole('button', { name: text.cancel }).click();
      await expect(page).toHaveURL(/\/emission-activities$/);
      const bySource = page.getByRole('row', { name: new RegExp(workspace.source.code) });
      await expect(bySource).toContainText(text.tonnes('5.12'));
      await dismissToasts(page);

      // By factor: 100 MWh of the Colombian grid, with its type.
      await page.getByRole('button', { name: text.add }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
      await switchTo(page, text.byFactor);
      await expect(form.getByRole('combobox', { name: text.emissionSource, exact: true })).toHaveCount(0);
      await pick(form, text.factor, workspace.grid.name);
      await expect(form.getByRole('combobox', { name: text.type, exact: true })).toHaveValue(
        text.operational,
      );
      await form.getByRole('textbox', { name: text.date, exact: true }).fill(text.day('2024-03-01'));
      await form.getByRole('textbox', { name: text.consumption, exact: true }).fill('100');
      // Only the units that convert to the grid's values (energy) are offered.
      await form.getByRole('combobox', { name: text.unit, exact: true }).click();
      await expect(page.getByRole('option', { name: workspace.gallons, exact: true })).toHaveCount(0);
      await page.getByRole('option', { name: workspace.megawattHours, exact: true }).click();
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page.getByRole('region', { name: text.footprint })).toContainText(text.tonnes('11.2'));
      await form.getByRole('button', { name: text.cancel }).click();
      await expect(
        page.getByRole('row', { name: new RegExp(workspace.grid.name.slice(0, 20)) }),
      ).toContainText(text.tonnes('11.2'));
      await expect(bySource).toContainText(text.tonnes('5.12'));
    });

    test('an import with bad rows saves the good ones; a fixed cell loses its error, the selected rows are retried and show in the list with their tCO2e', async ({
      page,
      request,
    }) => {
      test.slow();
      const workspace = await createWorkspace(request, `activities-import-${lang}`, lang);
      await openActivities(page, workspace);
      await expect(page.getByText(text.empty)).toBeVisible();

      const code = workspace.source.code;
      const file = {
        name: 'actividades.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            text.header,
            `${code};2024-01-15;100;gal`,
            // Row 3: no consumption. Row 4: a unit of another group than the diesel's.
            `${code};2024-02-15;;gal`,
            `${code};2024-03-15;300;kWh`,
            `${code};2024-04-15;400;gal`,
          ].join('\r\n'),
          'utf8',
        ),
      };
      const dialog = page.getByRole('dialog', { name: text.importTitle });
      const upload = async () => {
        await page.getByRole('button', { name: text.import, exact: true }).click();
        const chooser = page.waitForEvent('filechooser');
        await dialog.getByRole('button', { name: text.file }).click();
        await (await chooser).setFiles(file);
        await dialog.getByRole('button', { name: text.import, exact: true }).click();
      };
      await upload();
      await expect(dialog.getByRole('status').filter({ hasText: text.partial })).toBeVisible();
      const table = dialog.getByRole('table', { name: text.table });
      await expect(table.getByRole('rowheader')).toHaveCount(2);
      const consumption3 = table.getByRole('textbox', { name: text.cell(text.consumption, 3), exact: true });
      await expect(consumption3).toHaveAccessibleDescription(text.required);
      // A unit is one of a list: its cell is a dropdown.
      const unit4 = table.getByRole('combobox', { name: text.cell(text.unit, 4), exact: true });
      await expect(unit4).toHaveAccessibleDescription(/.+/);
      // The table of rows to fix reads well to assistive technology.
      expect(
        (await seriousViolations(page, { include: '[role="dialog"]', bestPractice: false })).map(
          (violation) => violation.id,
        ),
      ).toEqual([]);

      // A fixed cell loses its error; only the selected row is retried, and leaves the table.
      await consumption3.fill('200');
      await expect(consumption3).not.toHaveAccessibleDescription(text.required);
      await table.getByRole('checkbox', { name: text.selectRow(3) }).check();
      await dialog.getByRole('button', { name: text.retrySelected }).click();
      await expect(page.getByText(text.savedOne)).toBeVisible();
      await expect(table.getByRole('rowheader')).toHaveCount(1);
      await expect(unit4).toHaveAccessibleDescription(/.+/);

      await unit4.click();
      await page.getByRole('option', { name: workspace.gallons, exact: true }).click();
      await table.getByRole('checkbox', { name: text.selectRow(4) }).check();
      await dialog.getByRole('button', { name: text.retrySelected }).click();
      await expect(page.getByText(text.repaired)).toBeVisible();
      await expect(dialog).toBeHidden();

      // Four activities, each with its tCO2e (10.244058 t per 1,000 US gallons).
      for (const [day, tonnes] of [
        ['2024-01-15', '1.02'],
        ['2024-02-15', '2.05'],
        ['2024-03-15', '3.07'],
        ['2024-04-15', '4.1'],
      ] as const) {
        const shown = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'medium' });
        const [year, month, date] = day.split('-').map(Number);
        const row = page.getByRole('row', {
          name: new RegExp(shown.format(new Date(year!, month! - 1, date))),
        });
        await expect(row).toContainText(text.tonnes(tonnes));
      }

      // The same file again is asked about first.
      await dismissToasts(page);
      await upload();
      await expect(dialog.getByRole('alert')).toContainText(text.seen);
      await dialog.getByRole('button', { name: text.keep }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    });
  });
}

test.describe('an activity’s supporting document', () => {
  test('a PDF chosen on the form is uploaded once the activity is saved, listed by its name, and removed again', async ({
    page,
    request,
  }) => {
    test.slow();
    const workspace = await createWorkspace(request, 'activities-document');
    await openActivities(page, workspace);
    await page.getByRole('button', { name: TEXT.es.add }).click();
    const form = page.locator('form');
    await pick(form, TEXT.es.emissionSource, `${workspace.source.code} · ${workspace.source.name}`);
    await form.getByRole('textbox', { name: TEXT.es.date, exact: true }).fill('15/06/2024');
    await form.getByRole('textbox', { name: TEXT.es.consumption, exact: true }).fill('1000');
    await pick(form, TEXT.es.unit, workspace.gallons);
    await switchTo(page, 'Archivo');
    // A file that is no PDF nor image is refused before it travels.
    const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Archivo del soporte' }).click();
      await (await chooser).setFiles(file);
    };
    await chooseFile({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hola') });
    await expect(
      form.getByText('El documento debe ser un PDF o una imagen PNG, JPEG, WebP o GIF.'),
    ).toBeVisible();
    const pdf = Buffer.from('%PDF-1.4\n%prueba\n');
    await chooseFile({ name: 'factura-junio-planta-norte.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: TEXT.es.save }).click();
    await expect(page.getByText(TEXT.es.created)).toBeVisible();
    await expect(page).toHaveURL(/\/emission-activities\/\d+$/);
    const current = form.getByRole('link', { name: 'Descargar factura-junio-planta-norte.pdf' });
    await expect(current).toBeVisible();
    const download = page.waitForEvent('download');
    await current.click();
    expect((await download).suggestedFilename()).toBe('factura-junio-planta-norte.pdf');

    await form.getByRole('button', { name: TEXT.es.cancel }).click();
    const listed = page.getByRole('link', { name: 'Descargar el soporte factura-junio-planta-norte.pdf' });
    await expect(listed).toHaveText('factura-junio-planta…');

    // Removed on save.
    await page.getByRole('button', { name: /^Ver / }).click();
    await form.getByRole('button', { name: 'Quitar' }).click();
    await expect(
      form.getByText('El archivo «factura-junio-planta-norte.pdf» se quitará al guardar.'),
    ).toBeVisible();
    await form.getByRole('button', { name: TEXT.es.save }).click();
    await expect(page.getByText(TEXT.es.updated)).toBeVisible();
    await expect(form.getByRole('link', { name: /^Descargar / })).toHaveCount(0);
  });
});

test.describe('emission activities on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('each row keeps its day, its view and its delete on screen', async ({ page, request }) => {
    const workspace = await createWorkspace(request, 'activities-phone');
    const created = await request.post('/api/emission-activities', {
      headers: { Authorization: `Bearer ${workspace.token}` },
      data: {
        company_id: workspace.companyId,
        date: '2024-06-15',
        consumption: 1000,
        by_emission_source: false,
        emission_factor_id: workspace.diesel.id,
        type_id: (
          (await (
            await request.get('/api/types/emission_source', {
              headers: { Authorization: `Bearer ${workspace.token}` },
            })
          ).json()) as { data: TNamed[] }
        ).data[0]!.id,
        unit_measurement_id: workspace.gallonId,
        description: 'Consumo de junio del generador de respaldo de la sede norte',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openActivities(page, workspace);
    const row = page.getByRole('row', { name: /15 jun 2024/ });
    await expect(row).toContainText('10,24 tCO2e');
    for (const target of [
      row.getByText('15 jun 2024', { exact: true }),
      row.getByRole('button', { name: /^Ver / }),
      row.getByRole('button', { name: /^Eliminar / }),
    ]) {
      await expect(target).toBeInViewport({ ratio: 1 });
    }
  });
});
