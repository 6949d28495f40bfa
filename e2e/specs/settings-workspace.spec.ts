import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  byLabel,
  createCompanyOwner,
  createInvitedMember,
  DEMO,
  dismissToasts,
  expect,
  signInThroughApi,
  test,
  type TLang,
} from './fixtures.ts';

// The workspace part of the settings: the company's emission-source categories and its
// headquarters, clients, providers and projects, changed by its administrators and read by its
// members; and the user guide.

const TEXT = {
  es: {
    settings: 'Configuración',
    firstSteps: 'Primeros pasos',
    sourcesStep: /^Elige las categorías de fuentes de emisión · hecho/,
    headquartersStep: /^Crea una sede · hecho/,
    categories: 'Categorías de fuentes de emisión',
    saveCategories: 'Guardar categorías',
    atLeastOne: 'Elige al menos una categoría para poder guardar.',
    savedCategories: 'Guardamos las 2 categorías de la empresa.',
    planAllows: 'Tu plan permite 5 categorías',
    stakeholders: 'Sedes, clientes, proveedores y proyectos',
    headquarters: 'Sedes',
    clients: 'Clientes',
    addHeadquarter: 'Añadir sede',
    newHeadquarter: 'Nueva sede',
    name: 'Nombre',
    description: 'Descripción',
    save: 'Guardar',
    created: (name: string) => `Sede «${name}» creada`,
    edit: (name: string) => `Editar ${name}`,
    editTitle: (name: string) => `Editar «${name}»`,
    updated: (name: string) => `Sede «${name}» actualizada`,
    remove: (name: string) => `Eliminar ${name}`,
    removeTitle: (name: string) => `¿Eliminar «${name}»?`,
    removeConfirm: (name: string) => `Eliminar «${name}»`,
    removed: 'Registro eliminado',
    emptyHeadquarters: 'Aún no hay sedes.',
    import: 'Importar',
    importClients: 'Importar clientes',
    template: /Descargar la plantilla/,
    file: 'Archivo',
    rowsWithErrors: '1 fila con errores',
    refused: 'Hay errores en 1 fila; no se importó nada.',
    row: 'Fila 3',
    tooShort: /al menos 3/,
    imported: 'Importamos 2 registros; 0 ya existían.',
    export: 'Exportar',
    exportCsv: 'CSV (separado por ;)',
    guide: 'Guía para registrar fuentes y actividades (PDF)',
    header: 'nombre;descripción',
  },
  en: {
    settings: 'Settings',
    firstSteps: 'First steps',
    sourcesStep: /^Choose the emission-source categories · done/,
    headquartersStep: /^Create a headquarter · done/,
    categories: 'Emission-source categories',
    saveCategories: 'Save categories',
    atLeastOne: 'Choose at least one category to save.',
    savedCategories: "We saved the company's 2 categories.",
    planAllows: 'Your plan allows 5 categories',
    stakeholders: 'Headquarters, clients, providers and projects',
    headquarters: 'Headquarters',
    clients: 'Clients',
    addHeadquarter: 'Add headquarter',
    newHeadquarter: 'New headquarter',
    name: 'Name',
    description: 'Description',
    save: 'Save',
    created: (name: string) => `Headquarter “${name}” created`,
    edit: (name: string) => `Edit ${name}`,
    editTitle: (name: string) => `Edit “${name}”`,
    updated: (name: string) => `Headquarter “${name}” updated`,
    remove: (name: string) => `Delete ${name}`,
    removeTitle: (name: string) => `Delete “${name}”?`,
    removeConfirm: (name: string) => `Delete “${name}”`,
    removed: 'Record deleted',
    emptyHeadquarters: 'No headquarters yet.',
    import: 'Import',
    importClients: 'Import clients',
    template: /Download the template/,
    file: 'File',
    rowsWithErrors: '1 row with errors',
    refused: 'There is an error in 1 row; nothing was imported.',
    row: 'Row 3',
    tooShort: /at least 3/,
    imported: 'We imported 2 records; 0 were already there.',
    export: 'Export',
    exportCsv: 'CSV (; separated)',
    guide: 'Guide to recording sources and activities (PDF)',
    header: 'name;description',
  },
} as const;

/** The first look at a screen waits longer: on a busy machine every card may take a while to load. */
const FIRST_LOAD = { timeout: 20_000 };

/** The width of a phone (the spec's smallest screen): nothing may need a sideways scroll. */
const PHONE = { width: 390, height: 844 };

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A headquarter created through the API, for the tests that need one already there. */
async function createHeadquarter(
  page: Page,
  owner: { token: string; companyId: number },
  name: string,
): Promise<void> {
  const created = await page.request.post('/api/stakeholders', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { company_id: owner.companyId, type: 'HEADQUARTERS', name, description: 'Oficina principal' },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Seeded catalogue sources, named as a reader of each language sees them. */
const CATEGORIES = {
  es: {
    combustion: 'Combustión estacionaria',
    electricity: 'Electricidad adquirida',
    travel: 'Viajes de negocios',
  },
  en: {
    combustion: 'Stationary combustion',
    electricity: 'Purchased electricity',
    travel: 'Business travel',
  },
} as const;

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const t = TEXT[lang];
  const category = CATEGORIES[lang];

  test.describe(`settings of the workspace (${lang})`, () => {
    test.use({ lang });

    test('a new administrator chooses the categories, then creates, edits and deletes a headquarter', async ({
      page,
      request,
    }) => {
      test.slow();
      const owner = await createCompanyOwner(request, `ws-${lang}`);
      await signInThroughApi(page, owner.email, owner.password, '/welcome');
      await expect(page).toHaveURL(/\/settings$/);
      const start = page.getByRole('region', { name: t.firstSteps });

      // Categories: none chosen yet; Save says why it does nothing until one is.
      const categories = page.getByRole('region', { name: t.categories });
      await expect(categories.getByText(t.planAllows)).toBeVisible(FIRST_LOAD);
      const save = categories.getByRole('button', { name: t.saveCategories });
      await expect(save).toHaveAttribute('aria-disabled', 'true', FIRST_LOAD);
      await expect(save).toHaveAccessibleDescription(t.atLeastOne);
      await categories.getByRole('checkbox', { name: category.combustion }).click();
      await categories.getByRole('checkbox', { name: category.electricity }).click();
      await expect(save).not.toHaveAttribute('aria-disabled');
      await save.click();
      await expect(page.getByText(t.savedCategories)).toBeVisible();
      await expect(start.getByRole('listitem').nth(1)).toHaveText(t.sourcesStep);
      await page.reload();
      await expect(categories.getByRole('checkbox', { name: category.electricity })).toBeChecked(FIRST_LOAD);
      await expect(categories.getByRole('checkbox', { name: category.travel })).not.toBeChecked();
      await dismissToasts(page);

      // A first headquarter, from the Headquarters tab.
      const stakeholders = page.getByRole('region', { name: t.stakeholders });
      const headquarters = stakeholders.getByRole('region', { name: t.headquarters });
      await expect(headquarters.getByText(t.emptyHeadquarters)).toBeVisible(FIRST_LOAD);
      await headquarters.getByRole('button', { name: t.addHeadquarter }).click();
      const create = page.getByRole('dialog', { name: t.newHeadquarter });
      await byLabel(create, t.name).fill('Sede Principal E2E');
      await byLabel(create, t.description).fill('Oficinas y planta');
      await create.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.created('Sede Principal E2E'))).toBeVisible();
      await expect(create).toHaveCount(0);
      const row = headquarters.getByRole('row').filter({ hasText: 'Sede Principal E2E' });
      await expect(row).toContainText('Oficinas y planta');
      await expect(start.getByRole('listitem').nth(2)).toHaveText(t.headquartersStep);

      // Edited in its dialog.
      await row.getByRole('button', { name: t.edit('Sede Principal E2E') }).click();
      const edit = page.getByRole('dialog', { name: t.editTitle('Sede Principal E2E') });
      await byLabel(edit, t.name).fill('Sede Norte E2E');
      await edit.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.updated('Sede Norte E2E'))).toBeVisible();
      const renamed = headquarters.getByRole('row').filter({ hasText: 'Sede Norte E2E' });
      await expect(renamed).toBeVisible();
      await dismissToasts(page);

      // Deleted after the dialog that names it.
      await renamed.getByRole('button', { name: t.remove('Sede Norte E2E') }).click();
      const confirm = page.getByRole('dialog', { name: t.removeTitle('Sede Norte E2E') });
      await confirm.getByRole('button', { name: t.removeConfirm('Sede Norte E2E') }).click();
      await expect(page.getByText(t.removed)).toBeVisible();
      await expect(renamed).toHaveCount(0);
      await expect(headquarters.getByText(t.emptyHeadquarters)).toBeVisible();

      // The guide, in the language of the screen, in a new tab.
      const guide = page.getByRole('link', { name: t.guide });
      await expect(guide).toHaveAttribute('href', `/api/instructions/emission_fountains.pdf?lang=${lang}`);
      await expect(guide).toHaveAttribute('target', '_blank');
    });

    test('a stakeholder file with a bad row shows that row; a good one imports; the export is stakeholders.csv', async ({
      page,
      request,
    }) => {
      test.slow();
      const owner = await createCompanyOwner(request, `ws-import-${lang}`);
      await signInThroughApi(page, owner.email, owner.password, '/welcome');
      await expect(page).toHaveURL(/\/settings$/);
      const stakeholders = page.getByRole('region', { name: t.stakeholders });
      await stakeholders.getByRole('tab', { name: t.clients }).click();
      const clients = stakeholders.getByRole('region', { name: t.clients });
      await clients.getByRole('button', { name: t.import, exact: true }).click(FIRST_LOAD);
      const dialog = page.getByRole('dialog', { name: t.importClients });
      await expect(dialog.getByRole('link', { name: t.template })).toHaveAttribute(
        'href',
        `/api/formats/stakeholders.xlsx?company_id=${owner.companyId}`,
      );

      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: t.file }).click();
      await (
        await chooser
      ).setFiles({
        name: 'clientes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${t.header}\nCliente Andino E2E;Primero\nAB;\n`),
      });
      await dialog.getByRole('button', { name: t.import, exact: true }).click();
      const failures = dialog.getByRole('region', { name: t.rowsWithErrors });
      await expect(failures.getByRole('alert')).toHaveText(t.refused);
      const card = failures.getByRole('article');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { name: t.row })).toBeVisible();
      await expect(card).toContainText(`${t.name}: ${lang === 'es' ? '«AB»' : '“AB”'}`);
      await expect(card.getByRole('listitem')).toHaveText(t.tooShort);
      // Nothing of the file was imported.
      await expect(clients.getByRole('row').filter({ hasText: 'Cliente Andino E2E' })).toHaveCount(0);

      const fixed = page.waitForEvent('filechooser');
      const picker = dialog.getByRole('button', { name: t.file, exact: true });
      await expect(picker).toHaveText('clientes.csv');
      await picker.click();
      await (
        await fixed
      ).setFiles({
        name: 'clientes-bien.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${t.header}\nCliente Andino E2E;Primero\nCliente Caribe E2E;\n`),
      });
      await dialog.getByRole('button', { name: t.import, exact: true }).click();
      await expect(page.getByText(t.imported)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(clients.getByRole('row').filter({ hasText: 'Cliente Caribe E2E' })).toBeVisible();

      const download = page.waitForEvent('download');
      await clients.getByRole('button', { name: t.export, exact: true }).click();
      await page.getByRole('menuitem', { name: t.exportCsv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('stakeholders.csv');
      expect(await readFile(await file.path(), 'utf8')).toContain('Cliente Caribe E2E');
    });

    test('a member reads and exports the settings, without any control that changes them, even on a phone', async ({
      page,
      request,
    }) => {
      test.slow();
      const owner = await createCompanyOwner(request, `ws-owner-${lang}`);
      await createHeadquarter(page, owner, 'Sede Central E2E');
      const member = await createInvitedMember(request, owner, `ws-member-${lang}`);
      await page.setViewportSize(PHONE);
      await signInThroughApi(page, member.email, member.password, '/welcome');
      // A member starts on the company's dashboard; the settings are reached by address.
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible();

      const headquarters = page
        .getByRole('region', { name: t.stakeholders })
        .getByRole('region', { name: t.headquarters });
      await expect(headquarters.getByRole('row').filter({ hasText: 'Sede Central E2E' })).toBeVisible(
        FIRST_LOAD,
      );
      await expect(headquarters.getByRole('button', { name: t.export, exact: true })).toBeVisible();
      for (const name of [
        t.addHeadquarter,
        t.import,
        t.edit('Sede Central E2E'),
        t.remove('Sede Central E2E'),
      ]) {
        await expect(headquarters.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await expect(headquarters.getByRole('checkbox')).toHaveCount(0);
      const categories = page.getByRole('region', { name: t.categories });
      await expect(categories.getByRole('checkbox')).toHaveCount(0);
      await expect(categories.getByRole('button', { name: t.saveCategories })).toHaveCount(0);
      await expect(page.getByRole('region', { name: t.firstSteps })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.save, exact: true })).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      const download = page.waitForEvent('download');
      await headquarters.getByRole('button', { name: t.export, exact: true }).click();
      await page.getByRole('menuitem', { name: t.exportCsv }).click();
      expect((await download).suggestedFilename()).toBe('stakeholders.csv');
    });
  });
}

test.describe('settings of the workspace (demo administrator)', () => {
  test.use({ signedInAs: DEMO.admin });

  test('a headquarter with emission sources cannot be deleted: the dialog says where it is used', async ({
    page,
  }) => {
    // The demo company is set up: it opens on its dashboard.
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    const headquarters = page
      .getByRole('region', { name: 'Sedes, clientes, proveedores y proyectos' })
      .getByRole('region', { name: 'Sedes' });
    const name = 'Sede Bogotá – Planta Fontibón';
    await headquarters.getByRole('button', { name: `Eliminar ${name}` }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: `¿Eliminar «${name}»?` });
    await expect(dialog.getByText('No se puede eliminar todavía')).toBeVisible();
    await expect(
      dialog.getByText(new RegExp(`^«${name}» está en uso en \\d+ fuentes? de emisión`)),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(headquarters.getByRole('row').filter({ hasText: name })).toBeVisible();
  });
});
