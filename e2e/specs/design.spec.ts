import { expect, switchLanguage, test } from './fixtures.ts';

const SECTIONS = [
  { id: 'colors', es: 'Colores', en: 'Colours' },
  { id: 'typography', es: 'Tipografía', en: 'Typography' },
  { id: 'inputs', es: 'Campos de formulario', en: 'Form fields' },
  { id: 'buttons', es: 'Botones', en: 'Buttons' },
  { id: 'icons', es: 'Iconos', en: 'Icons' },
  { id: 'toasts', es: 'Notificaciones', en: 'Notifications' },
  { id: 'dialogs', es: 'Diálogos', en: 'Dialogs' },
  { id: 'popover', es: 'Ventanas emergentes', en: 'Popovers' },
  { id: 'table', es: 'Tabla de datos', en: 'Data table' },
  { id: 'charts', es: 'Gráficos', en: 'Charts' },
] as const;

test.describe('design system page', () => {
  test('renders every section in Spanish, then in English after switching', async ({ page }) => {
    await page.goto('/design');
    await expect(page.getByRole('heading', { level: 1, name: 'Sistema de diseño' })).toBeVisible();
    for (const section of SECTIONS) {
      await expect(
        page.locator(`#${section.id}`).getByRole('heading', { level: 2, name: section.es }),
      ).toBeVisible();
    }
    await expect(page.locator('#inputs').getByRole('textbox', { name: 'Fecha de la actividad' })).toHaveValue(
      '14/03/2025',
    );
    await expect(page.locator('#charts svg.recharts-surface').first()).toBeVisible();
    await expect(page.locator('#charts')).toContainText('tCO2e');

    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
    for (const section of SECTIONS) {
      await expect(
        page.locator(`#${section.id}`).getByRole('heading', { level: 2, name: section.en }),
      ).toBeVisible();
    }
    // The date shown follows the language: month first in English.
    await expect(page.locator('#inputs').getByRole('textbox', { name: 'Activity date' })).toHaveValue(
      '03/14/2025',
    );
    await expect(page).toHaveTitle('Design system · Huella');
  });

  test('shows at most two notifications at once', async ({ page }) => {
    await page.goto('/design');
    const toasts = page.locator('#toasts');
    for (const name of ['Éxito', 'Error', 'Información', 'Advertencia']) {
      await toasts.getByRole('button', { name, exact: true }).click();
    }
    await expect(page.getByText('Actividad guardada')).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(2);
  });

  test('the confirmation toast runs the action only after Yes', async ({ page }) => {
    await page.goto('/design');
    await page.locator('#toasts').getByRole('button', { name: 'Confirmar con notificación' }).click();
    await expect(page.getByText('¿Eliminar el indicador de emisión seleccionado?')).toBeVisible();
    await page.getByRole('button', { name: 'Sí', exact: true }).click();
    await expect(page.getByText('Indicador de emisión eliminado')).toBeVisible();
  });

  test('the data table filters, paginates and shows "Sin resultados"', async ({ page }) => {
    await page.goto('/design');
    const table = page.locator('#table');
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByText('1–10 de 24')).toBeVisible();
    await table.getByLabel('Buscar').fill('Caldera');
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByLabel('Buscar').fill('no existe tal fuente');
    await expect(table.getByText('Sin resultados')).toBeVisible();
  });

  test('dialogs open, trap focus and close with Escape', async ({ page }) => {
    await page.goto('/design');
    const open = page.locator('#dialogs').getByRole('button', { name: 'Abrir diálogo' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Generar informe PDF' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Ingresos netos (USD)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.locator('#dialogs').getByRole('button', { name: 'Eliminar fuente' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar la fuente de emisión?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Fuente de emisión eliminada')).toBeVisible();
  });

  test('chart tooltips show up to 7 decimals with the unit', async ({ page }) => {
    await page.goto('/design');
    // The first segment (scope 1) starts at 3 o'clock and runs anticlockwise: point into its ring.
    const donut = page.locator('#charts .recharts-surface').first();
    await donut.scrollIntoViewIfNeeded();
    const box = (await donut.boundingBox())!;
    const radius = box.width / 2 - 13;
    await page.mouse.move(
      box.x + box.width / 2 + radius * Math.cos(Math.PI / 6),
      box.y + box.height / 2 - radius * Math.sin(Math.PI / 6),
    );
    await expect(page.locator('#charts')).toContainText('412,3456789 tCO2e');
  });
});
