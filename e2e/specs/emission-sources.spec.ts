import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  createCompanyOwner,
  DEMO,
  dismissToasts,
  expect,
  signInThroughApi,
  test,
  type TLang,
} from './fixtures.ts';

const TEXT = {
  es: {
    title: 'Fuentes de emisión',
    empty: 'Todavía no hay fuentes de emisión. Agrega la primera o impórtalas desde la plantilla.',
    add: 'Agregar fuente',
    newTitle: 'Nueva fuente de emisión',
    editTitle: 'Editar fuente de emisión',
    code: 'Código',
    name: 'Nombre',
    type: 'Tipo',
    category: 'Categoría',
    factor: 'Factor de emisión',
    headquarter: 'Sede',
    uncertainty: 'Incertidumbre del dato de actividad (%)',
    uncertaintyTyped: '2,5',
    uncertaintyShown: '±2,5 %',
    operational: 'Operativa',
    save: 'Guardar',
    created: /^Fuente de emisión «.+» creada$/,
    updated: /^Fuente de emisión «.+» actualizada$/,
    deleted: 'Registro eliminado',
    search: 'Buscar',
    filters: 'Filtros',
    apply: 'Aplicar',
    clear: 'Limpiar filtros',
    view: (name: string) => `Ver ${name}`,
    remove: (name: string) => `Eliminar ${name}`,
    confirm: (name: string) => `Eliminar «${name}»`,
    import: 'Importar',
    importTitle: 'Importar fuentes de emisión',
    template: 'Descargar la plantilla (xlsx)',
    file: 'Archivo',
    export: 'Exportar',
    exportCsv: 'CSV (separado por ;)',
    failures: '1 fila con errores',
    row: 'Fila 3',
    imported: 'Fuentes importadas: 2. Ya estaban: 0.',
    header: 'Código;Nombre;Tipo;Categoría de fuente;Factor de emisión;Sede',
    unknownCategory: 'Categoría que no existe',
    settings: 'Configuración',
    current: (name: string) => `^${name} \\(\\w+\\): empresa actual`,
    visit: 'Visita de superadministrador',
  },
  en: {
    title: 'Emission sources',
    empty: 'No emission sources yet. Add the first one or import them from the template.',
    add: 'Add source',
    newTitle: 'New emission source',
    editTitle: 'Edit emission source',
    code: 'Code',
    name: 'Name',
    type: 'Type',
    category: 'Category',
    factor: 'Emission factor',
    headquarter: 'Headquarters',
    uncertainty: 'Activity data uncertainty (%)',
    uncertaintyTyped: '2.5',
    uncertaintyShown: '±2.5%',
    operational: 'Operational',
    save: 'Save',
    created: /^Emission source “.+” created$/,
    updated: /^Emission source “.+” updated$/,
    deleted: 'Record deleted',
    search: 'Search',
    filters: 'Filters',
    apply: 'Apply',
    clear: 'Clear filters',
    view: (name: string) => `View ${name}`,
    remove: (name: string) => `Delete ${name}`,
    confirm: (name: string) => `Delete “${name}”`,
    import: 'Import',
    importTitle: 'Import emission sources',
    template: 'Download the template (xlsx)',
    file: 'File',
    export: 'Export',
    exportCsv: 'CSV (; separated)',
    failures: '1 row with errors',
    row: 'Row 3',
    imported: 'Sources imported: 2. Already there: 0.',
    header: 'Code;Name;Type;Source category;Emission factor;Headquarters',
    unknownCategory: 'A category that does not exist',
    settings: 'Settings',
    current: (name: string) => `^${name} \\(\\w+\\): current company`,
    visit: 'Super-admin visit',
  },
} as const;

type TNamed = { id: number; name: string };
type TCategory = { source: TNamed; factors: TNamed[] };
type TWorkspace = Awaited<ReturnType<typeof createCompanyOwner>> & {
  categories: [TCategory, TCategory];
  headquarters: [TNamed, TNamed];
};

/**
 * A company of its own, set up through the API the way its administrator does in settings: two
 * catalogue sources that have factors as its categories, and two headquarters. Catalogue rows are
 * named as a reader of `lang` sees them.
 */
async function createWorkspace(
  request: APIRequestContext,
  prefix: string,
  lang: TLang = 'es',
): Promise<TWorkspace> {
  const owner = await createCompanyOwner(request, prefix);
  const headers = { Authorization: `Bearer ${owner.token}`, 'Accept-Language': lang };
  const listed = await request.get('/api/sources', { headers, params: { per_page: 100 } });
  expect(listed.ok(), await listed.text()).toBe(true);
  const categories: TCategory[] = [];
  for (const { display_name: name, ...source } of (
    (await listed.json()) as { data: (TNamed & { display_name: string })[] }
  ).data) {
    const factors = await request.get('/api/factors', {
      headers,
      params: { source_id: source.id, per_page: 100 },
    });
    const rows = ((await factors.json()) as { data: TNamed[] }).data;
    if (rows.length > 0) categories.push({ source: { id: source.id, name }, factors: rows });
    if (categories.length === 2) break;
  }
  expect(categories).toHaveLength(2);
  const chosen = await request.post(`/api/companies/${owner.companyId}/sources`, {
    headers,
    data: { sources: categories.map((category) => category.source.id) },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const headquarters: TNamed[] = [];
  for (const name of ['Sede Norte', 'Sede Sur']) {
    const created = await request.post('/api/stakeholders', {
      headers,
      data: { company_id: owner.companyId, type: 'HEADQUARTERS', name, description: null },
    });
    expect(created.status(), await created.text()).toBe(201);
    headquarters.push((await created.json()) as TNamed);
  }
  return {
    ...owner,
    categories: categories as [TCategory, TCategory],
    headquarters: headquarters as [TNamed, TNamed],
  };
}

/** An emission source written through the API (the list then has more than one row). */
async function createSourceThroughApi(
  request: APIRequestContext,
  workspace: TWorkspace,
  row: { code: string; name: string; category: TCategory; headquarter: TNamed },
) {
  const headers = { Authorization: `Bearer ${workspace.token}` };
  const types = await request.get('/api/types/emission_source', { headers });
  const type = ((await types.json()) as { data: TNamed[] }).data[0]!;
  const created = await request.post('/api/emission-sources', {
    headers,
    data: {
      company_id: workspace.companyId,
      code: row.code,
      name: row.name,
      type_id: type.id,
      source_id: row.category.source.id,
      emission_factor_id: row.category.factors[0]!.id,
      headquarter_id: row.headquarter.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function pick(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The codes of the list's rows, top to bottom. */
const codesOf = (page: Page) => page.locator('tbody tr td:nth-child(2)').allInnerTexts();

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const text = TEXT[lang];

  test.describe(`emission sources (${lang})`, () => {
    test.use({ lang });

    test('an administrator creates a source, finds it with a filter and a sort, edits and deletes it', async ({
      page,
      request,
    }) => {
      test.slow();
      const workspace = await createWorkspace(request, `sources-${lang}`, lang);
      const [first, second] = workspace.categories;
      const [north, south] = workspace.headquarters;
      await signInThroughApi(page, workspace.email, workspace.password, '/welcome');
      // A company with categories and headquarters opens on its dashboard, the menu's first screen;
      // its inventory is the next entry.
      await expect(page).toHaveURL(/\/dashboard$/);
      const sidebar = page.locator('#app-sidebar');
      await sidebar.getByRole('link', { name: text.title }).click();
      await expect(page).toHaveURL(/\/emission-sources$/);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: text.title })).toHaveAttribute('aria-current', 'page');
      await expect(sidebar.getByRole('link', { name: text.settings })).toBeVisible();
      await expect(page.getByText(text.empty)).toBeVisible();

      await page.getByRole('button', { name: text.add }).click();
      await expect(page).toHaveURL(/\/emission-sources\/0$/);
      await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
      const form = page.locator('form');
      await expect(form.getByRole('combobox', { name: text.factor, exact: true })).toBeDisabled();
      await form.getByRole('textbox', { name: text.code }).fill('CAL-01');
      await form.getByRole('textbox', { name: text.name }).fill('Caldera principal');
      await pick(form, text.type, text.operational);
      await pick(form, text.category, first.source.name);
      await pick(form, text.factor, first.factors[0]!.name);
      await pick(form, text.headquarter, north.name);
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/emission-sources$/);
      const created = page.getByRole('row', { name: /CAL-01/ });
      await expect(created).toContainText('Caldera principal');
      await expect(created).toContainText(first.source.name);
      await expect(created).toContainText(north.name);
      await dismissToasts(page);

      await createSourceThroughApi(request, workspace, {
        code: 'BUS-02',
        name: 'Flota de buses',
        category: second,
        headquarter: south,
      });
      await page.reload();
      await expect(page.getByRole('row', { name: /BUS-02/ })).toBeVisible();

      // A filter by headquarter keeps only the sources of that site.
      await page.getByRole('button', { name: text.filters }).click();
      const filters = page.getByRole('dialog', { name: text.filters });
      await pick(filters, text.headquarter, north.name);
      await filters.getByRole('button', { name: text.apply }).click();
      await expect(page.getByRole('row', { name: /BUS-02/ })).toHaveCount(0);
      await expect(page.getByRole('row', { name: /CAL-01/ })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`headquarter_id=${north.id}`));
      await page.getByRole('button', { name: new RegExp(`^${text.filters}`) }).click();
      await page
        .getByRole('dialog', { name: text.filters })
        .getByRole('button', { name: text.clear })
        .click();
      await expect(page.getByRole('row', { name: /BUS-02/ })).toBeVisible();

      // Sorting by code, then the other way round.
      await page.getByRole('button', { name: new RegExp(`^${text.code}`) }).click();
      await expect.poll(() => codesOf(page)).toEqual(['BUS-02', 'CAL-01']);
      await page.getByRole('button', { name: new RegExp(`^${text.code}`) }).click();
      await expect.poll(() => codesOf(page)).toEqual(['CAL-01', 'BUS-02']);
      await expect(page).toHaveURL(/sort=code&order=desc/);

      // The search waits for a pause, then finds by code or name.
      await page.getByRole('textbox', { name: text.search }).fill('flota');
      await expect.poll(() => codesOf(page)).toEqual(['BUS-02']);
      await page.getByRole('textbox', { name: text.search }).fill('');
      await expect.poll(() => codesOf(page)).toHaveLength(2);

      // Edit: the category's factor list and the rest come back as saved.
      await page.getByRole('button', { name: text.view('CAL-01 · Caldera principal') }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.editTitle })).toBeVisible();
      await expect(form.getByRole('combobox', { name: text.factor, exact: true })).toHaveValue(
        first.factors[0]!.name,
      );
      await form.getByRole('textbox', { name: text.name }).fill('Caldera de vapor');
      // How well its consumption is known: not stated (0) until typed, then shown with its percent.
      const uncertainty = form.getByRole('textbox', { name: text.uncertainty });
      await expect(uncertainty).toHaveValue('0');
      await uncertainty.fill(text.uncertaintyTyped);
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.updated)).toBeVisible();
      await expect(page.getByRole('row', { name: /CAL-01/ })).toContainText('Caldera de vapor');
      await expect(page.getByRole('row', { name: /CAL-01/ })).toContainText(text.uncertaintyShown);
      await expect(page.getByRole('row', { name: /BUS-02/ })).toContainText('—');

      // Delete, confirmed in its dialog.
      const name = 'CAL-01 · Caldera de vapor';
      await page.getByRole('button', { name: text.remove(name) }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text.confirm(name) })
        .click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(page.getByRole('row', { name: /CAL-01/ })).toHaveCount(0);
      await expect(page.getByRole('row', { name: /BUS-02/ })).toBeVisible();
    });

    test('an import with a bad row lists that row and writes nothing; a good one adds its rows; the export downloads', async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const workspace = await createWorkspace(request, `import-${lang}`, lang);
      const [first, second] = workspace.categories;
      const [north, south] = workspace.headquarters;
      await signInThroughApi(page, workspace.email, workspace.password, '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/emission-sources');

      await page.getByRole('button', { name: text.import, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.importTitle });
      const template = page.waitForEvent('download');
      await dialog.getByRole('link', { name: text.template }).click();
      expect((await template).suggestedFilename()).toBe('emission_sources.xlsx');

      const goodRow = `IMP-01;Generador;${text.operational};${first.source.name};${first.factors[0]!.name};${north.name}`;
      const csv = (rows: string[]) => ({
        name: 'fuentes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([text.header, ...rows].join('\r\n'), 'utf8'),
      });
      const chooseFile = async (file: ReturnType<typeof csv>) => {
        const chooser = page.waitForEvent('filechooser');
        await dialog.getByRole('button', { name: text.file }).click();
        await (await chooser).setFiles(file);
      };
      await chooseFile(
        csv([
          goodRow,
          `IMP-02;Montacargas;${text.operational};${text.unknownCategory};${second.factors[0]!.name};${south.name}`,
        ]),
      );
      await dialog.getByRole('button', { name: text.import, exact: true }).click();
      const failures = dialog.getByRole('region', { name: text.failures });
      await expect(failures).toBeVisible();
      const card = failures.getByRole('article', { name: text.row });
      await expect(card).toContainText(
        lang === 'es' ? `«${text.unknownCategory}»` : `“${text.unknownCategory}”`,
      );
      await expect(card).toContainText('IMP-02');
      // All or nothing: the good row was not written either.
      await dialog.getByRole('button', { name: lang === 'es' ? 'Cancelar' : 'Cancel' }).click();
      await expect(page.getByText(text.empty)).toBeVisible();

      await page.getByRole('button', { name: text.import, exact: true }).click();
      await chooseFile(
        csv([
          goodRow,
          `IMP-02;Montacargas;${text.operational};${second.source.name};${second.factors[0]!.name};${south.name}`,
        ]),
      );
      await dialog.getByRole('button', { name: text.import, exact: true }).click();
      await expect(page.getByText(text.imported)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row', { name: /IMP-01/ })).toContainText('Generador');
      await expect(page.getByRole('row', { name: /IMP-02/ })).toContainText(second.source.name);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text.export, exact: true }).click();
      await page.getByRole('menuitem', { name: text.exportCsv }).click();
      const exported = await download;
      expect(exported.suggestedFilename()).toBe('emission_sources.csv');
      const saved = testInfo.outputPath('emission_sources.csv');
      await exported.saveAs(saved);
      const content = await readFile(saved, 'utf8');
      expect(content).toContain('IMP-01');
      expect(content).toContain('Montacargas');
    });
  });
}

test.describe('emission sources on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('each row keeps its code, its view and its delete on screen', async ({ page, request }) => {
    const workspace = await createWorkspace(request, 'sources-phone');
    await createSourceThroughApi(request, workspace, {
      code: 'CAL-09',
      name: 'Caldera con un nombre bastante largo para un teléfono',
      category: workspace.categories[0],
      headquarter: workspace.headquarters[0],
    });
    await signInThroughApi(page, workspace.email, workspace.password, '/welcome');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/emission-sources');
    const row = page.getByRole('row', { name: /CAL-09/ });
    for (const target of [
      row.getByText('CAL-09', { exact: true }),
      row.getByRole('button', { name: /^Ver / }),
      row.getByRole('button', { name: /^Eliminar / }),
    ]) {
      await expect(target).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe('emission sources at the plan’s limit', () => {
  test('the add button stays, does nothing and says why; the server refuses the next one', async ({
    page,
    request,
  }) => {
    // A new company is on the trial plan, which allows 10 emission sources.
    const workspace = await createWorkspace(request, 'sources-limit');
    for (let n = 1; n <= 10; n += 1) {
      await createSourceThroughApi(request, workspace, {
        code: `LIM-${String(n).padStart(2, '0')}`,
        name: `Fuente ${n}`,
        category: workspace.categories[n % 2]!,
        headquarter: workspace.headquarters[n % 2]!,
      });
    }
    const headers = { Authorization: `Bearer ${workspace.token}` };
    const types = await request.get('/api/types/emission_source', { headers });
    const refused = await request.post('/api/emission-sources', {
      headers: { ...headers, 'Accept-Language': 'es' },
      data: {
        company_id: workspace.companyId,
        code: 'LIM-11',
        name: 'Fuente 11',
        type_id: ((await types.json()) as { data: TNamed[] }).data[0]!.id,
        source_id: workspace.categories[0].source.id,
        emission_factor_id: workspace.categories[0].factors[0]!.id,
        headquarter_id: workspace.headquarters[0].id,
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/10 fuentes de emisión/);

    await signInThroughApi(page, workspace.email, workspace.password, '/welcome');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/emission-sources');
    await expect(page.getByRole('row', { name: /LIM-10/ })).toBeVisible();
    const reason = 'Tu plan permite 10 fuentes de emisión; ya tienes 10.';
    const add = page.getByRole('button', { name: TEXT.es.add });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(reason);
    await add.hover();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
    // A click that reaches it anyway (Playwright would wait for it to be enabled) opens nothing.
    await add.click({ force: true });
    await expect(page).toHaveURL(/\/emission-sources$/);
    await expect(page.getByRole('heading', { name: TEXT.es.newTitle })).toHaveCount(0);
  });
});

test.describe('a super-admin inside a company', () => {
  test.use({ signedInAs: DEMO.superAdmin });

  test('enters a company they are not a member of through /load-company/{id}, and stays after a reload', async ({
    page,
    request,
  }) => {
    const workspace = await createWorkspace(request, 'visited');
    await createSourceThroughApi(request, workspace, {
      code: 'VIS-01',
      name: 'Caldera visitada',
      category: workspace.categories[0],
      headquarter: workspace.headquarters[0],
    });
    await page.goto(`/load-company/${workspace.companyId}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText(workspace.company)).toBeVisible();
    await page.goto('/emission-sources');
    await expect(page.getByRole('row', { name: /VIS-01/ })).toBeVisible();
    const sidebar = page.locator('#app-sidebar');
    await expect(sidebar.getByRole('link', { name: TEXT.es.title }).first()).toBeVisible();
    await expect(sidebar.getByRole('link', { name: TEXT.es.settings })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('row', { name: /VIS-01/ })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(TEXT.es.current(workspace.company)) }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(TEXT.es.visit) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
