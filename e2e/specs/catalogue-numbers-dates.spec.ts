import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, byLabel, DEMO, dismissToasts, expect, pickOption, test, type TLang } from './fixtures.ts';

// Figures and dates typed and pasted the way each language writes them reach the API as typed, and
// the lists and forms show them back the same way. A pasted figure that reads two ways is asked
// about; a day that does not exist, or written in the other language's order, is refused on its field.

const TEXT = {
  es: {
    add: 'Agregar',
    save: 'Guardar',
    created: /^(.+ «.+»|Valor por gas vigente desde el .+) cread[oa]$/,
    search: 'Buscar',
    name: 'Nombre',
    gwp: 'Potencial de calentamiento (PCG)',
    factor: 'Factor de conversión',
    source: 'Fuente',
    derives: 'Derivado',
    addPart: 'Agregar factor',
    percent: /^Porcentaje de /,
    gas: 'Gas',
    unit: 'Unidad de medida',
    type: 'Tipo',
    operational: /^Operativa$/,
    value: 'Valor',
    uncertainty: 'Incertidumbre (%)',
    dateStart: 'Vigente desde',
    dateEnd: 'Vigente hasta',
    fountain: 'Fuente de publicación',
    reference: 'Referencia',
    readings: 'Elige cómo leer la cifra pegada',
    ambiguous: (text: string) => `«${text}» se puede leer de dos formas. ¿Cuál es?`,
    badDate: 'Introduce una fecha que exista, como 15/03/2024 (DD/MM/AAAA) o 2024-03-15.',
    view: (name: string) => `Ver ${name}`,
  },
  en: {
    add: 'Add',
    save: 'Save',
    created: /^(.+ “.+”|Gas value valid from .+) created$/,
    search: 'Search',
    name: 'Name',
    gwp: 'Warming potential (GWP)',
    factor: 'Conversion factor',
    source: 'Source',
    derives: 'Derived',
    addPart: 'Add factor',
    percent: /^Percent of /,
    gas: 'Gas',
    unit: 'Unit of measurement',
    type: 'Type',
    operational: /^Operational$/,
    value: 'Value',
    uncertainty: 'Uncertainty (%)',
    dateStart: 'Valid from',
    dateEnd: 'Valid until',
    fountain: 'Published in',
    reference: 'Reference',
    readings: 'Choose how to read the pasted figure',
    ambiguous: (text: string) => `“${text}” can be read two ways. Which one is it?`,
    badDate: 'Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.',
    view: (name: string) => `View ${name}`,
  },
} as const;

/** What is typed or pasted in each language, and how the lists and forms show it back. */
const FIGURES = {
  es: {
    gwpTyped: '1.530', // 1530: a typed `.` before three digits groups thousands in Spanish
    gwpPasted: '1.530',
    gwpReadings: ['1.530', '1,53'],
    gwpChosen: { text: '1,53', value: 1.53 },
    factor: { text: '3,78541', value: 3.78541 },
    factorPasted: { text: '1.234,5', value: 1234.5 },
    value: { pasted: '1.530', readings: ['1.530', '1,53'], value: 1530 },
    uncertainty: { typed: '12,5', shown: '12,5', value: 12.5 },
    dateStart: { typed: '01/02/2024', iso: '2024-02-01' },
    dateEnd: { pasted: '31/12/2024', iso: '2024-12-31' },
    impossible: '31/02/2024',
    wrongOrder: '12/31/2024',
    percents: { first: '59,5', second: '40,5', stepped: '59,6', total: 'Total: 100 %' },
  },
  en: {
    gwpTyped: '1,530',
    gwpPasted: '1,530',
    gwpReadings: ['1,530', '1.53'],
    gwpChosen: { text: '1.53', value: 1.53 },
    factor: { text: '3.78541', value: 3.78541 },
    factorPasted: { text: '1,234.5', value: 1234.5 },
    value: { pasted: '1,530', readings: ['1,530', '1.53'], value: 1530 },
    uncertainty: { typed: '12.5', shown: '12.5', value: 12.5 },
    dateStart: { typed: '02/01/2024', iso: '2024-02-01' },
    dateEnd: { pasted: '12/31/2024', iso: '2024-12-31' },
    impossible: '02/31/2024',
    wrongOrder: '31/12/2024',
    percents: { first: '59.5', second: '40.5', stepped: '59.6', total: 'Total: 100 %' },
  },
} as const;

/**
 * Pastes `text` into `box`, replacing what it holds, as a paste from a spreadsheet arrives: a paste
 * event carrying the text. (The system clipboard is one for all the tests running at once.)
 */
async function paste(box: Locator, text: string) {
  await box.focus();
  await box.press('ControlOrMeta+A');
  await box.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The first row of a list endpoint searched by `name`, read with the super-admin's token. */
async function findThroughApi<T>(request: APIRequestContext, path: string, name: string): Promise<T> {
  const token = await apiToken(request, DEMO.superAdmin);
  const answer = await request.get(`/api/${path}?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: T[] };
  expect(data).toHaveLength(1);
  return data[0]!;
}

async function getThroughApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, DEMO.superAdmin);
  const answer = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** Searches a list for `name` and answers its row. */
async function rowInList(page: Page, lang: TLang, name: string): Promise<Locator> {
  await page.getByLabel(TEXT[lang].search).fill(name);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** A plain factor of the seeded stationary-combustion source, made through the API. */
async function createFactor(request: APIRequestContext, name: string): Promise<number> {
  const token = await apiToken(request, DEMO.superAdmin);
  const headers = { Authorization: `Bearer ${token}` };
  const sources = await request.get(`/api/sources?search=${encodeURIComponent('Combustión estacionaria')}`, {
    headers,
  });
  const source = ((await sources.json()) as { data: { id: number; name: string }[] }).data.find(
    (row) => row.name === 'Combustión estacionaria',
  );
  expect(source).toBeDefined();
  const created = await request.post('/api/emission-factors', {
    headers,
    data: { name, description: null, source_id: source!.id, fly: false, derives: false, factors: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`numbers and dates in the catalogue forms (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });
    // Each test saves and reads back several records: on a busy machine that takes more than 30 s.
    test.describe.configure({ timeout: 90_000 });
    const text = TEXT[lang];
    const figures = FIGURES[lang];

    test('a GWP typed the language way is stored as typed; a pasted 1.530 is asked about', async ({
      page,
      request,
    }) => {
      const tag = `${lang}${Date.now().toString(36)}`;
      const typed = `Gas typed ${tag}`;
      await page.goto('/gases/0');
      await byLabel(page, text.name).fill(typed);
      await byLabel(page, text.gwp).fill(figures.gwpTyped);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/gases$/);
      expect((await findThroughApi<{ pc: number }>(request, 'gases', typed)).pc).toBe(1530);
      const typedRow = await rowInList(page, lang, typed);
      await expect(typedRow.getByRole('cell', { name: figures.gwpTyped, exact: true })).toBeVisible();

      // The edit form shows the figure as the list does.
      await typedRow.getByRole('button', { name: text.view(typed) }).click();
      await expect(byLabel(page, text.gwp)).toHaveValue(figures.gwpTyped);

      const pasted = `Gas pasted ${tag}`;
      await dismissToasts(page);
      await page.goto('/gases/0');
      await byLabel(page, text.name).fill(pasted);
      const gwp = byLabel(page, text.gwp);
      await paste(gwp, figures.gwpPasted);
      await expect(gwp).toHaveValue(figures.gwpPasted);
      await expect(page.getByText(text.ambiguous(figures.gwpPasted))).toBeVisible();
      await expect(gwp).toHaveAttribute('aria-invalid', 'true');
      const readings = page.getByRole('group', { name: text.readings });
      await expect(readings.getByRole('button')).toHaveText([...figures.gwpReadings]);
      await readings.getByRole('button', { name: figures.gwpChosen.text, exact: true }).click();
      await expect(gwp).toHaveValue(figures.gwpChosen.text);
      await expect(readings).toHaveCount(0);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page).toHaveURL(/\/gases$/);
      expect((await findThroughApi<{ pc: number }>(request, 'gases', pasted)).pc).toBe(
        figures.gwpChosen.value,
      );
      const pastedRow = await rowInList(page, lang, pasted);
      await expect(pastedRow.getByRole('cell', { name: figures.gwpChosen.text, exact: true })).toBeVisible();
    });

    test('a conversion factor typed or pasted with decimals is stored and listed as typed', async ({
      page,
      request,
    }) => {
      const tag = `${lang}${Date.now().toString(36)}`;
      for (const [name, figure, how] of [
        [`Unit typed ${tag}`, figures.factor, 'type'],
        [`Unit pasted ${tag}`, figures.factorPasted, 'paste'],
      ] as const) {
        await dismissToasts(page);
        await page.goto('/unit-measurements/0');
        await byLabel(page, text.name).fill(name);
        const factor = byLabel(page, text.factor);
        if (how === 'type') {
          await factor.fill('');
          await factor.pressSequentially(figure.text);
        } else await paste(factor, figure.text);
        await expect(factor).toHaveValue(figure.text);
        await page.getByRole('button', { name: text.save }).click();
        await expect(page).toHaveURL(/\/unit-measurements$/);
        expect((await findThroughApi<{ factor: number }>(request, 'unit-measurements', name)).factor).toBe(
          figure.value,
        );
        const row = await rowInList(page, lang, name);
        await expect(row.getByRole('cell', { name: figure.text, exact: true })).toBeVisible();
      }
    });

    test('a gas value takes figures and dates the language way and refuses days that do not exist', async ({
      page,
      request,
    }) => {
      const factorId = await createFactor(request, `Factor numbers ${lang} ${Date.now().toString(36)}`);
      await page.goto(`/factors/${factorId}/gas-emissions/0`);
      await pickOption(page, text.gas, /^CO2 · /);
      await pickOption(page, text.unit, /^(Litro|Litre|Liter)$/);
      await pickOption(page, text.type, text.operational);

      const value = byLabel(page, text.value);
      await paste(value, figures.value.pasted);
      await expect(page.getByText(text.ambiguous(figures.value.pasted))).toBeVisible();
      const readings = page.getByRole('group', { name: text.readings });
      await expect(readings.getByRole('button')).toHaveText([...figures.value.readings]);
      await readings.getByRole('button', { name: figures.value.readings[0], exact: true }).click();
      await byLabel(page, text.uncertainty).pressSequentially(figures.uncertainty.typed);

      // A day that does not exist and a date in the other language's order are refused, kept in sight.
      const start = byLabel(page, text.dateStart);
      const end = byLabel(page, text.dateEnd);
      await start.fill(figures.impossible);
      await start.blur();
      await expect(start).toHaveValue(figures.impossible);
      await expect(start).toHaveAttribute('aria-invalid', 'true');
      await expect(start).toHaveAccessibleDescription(text.badDate);
      await end.fill(figures.wrongOrder);
      await end.blur();
      await expect(end).toHaveValue(figures.wrongOrder);
      await expect(end).toHaveAccessibleDescription(text.badDate);

      await start.fill('');
      await start.pressSequentially(figures.dateStart.typed);
      await paste(end, figures.dateEnd.pasted);
      await end.blur();
      await expect(start).not.toHaveAttribute('aria-invalid', 'true');
      await expect(end).not.toHaveAttribute('aria-invalid', 'true');
      await byLabel(page, text.fountain).fill('IPCC 2006');
      await byLabel(page, text.reference).fill('Vol. 2, cap. 2');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      // Saved, the value leads back to its factor, which lists its gas values.
      await expect(page).toHaveURL(new RegExp(`/emission-factors/${factorId}$`));

      const { data } = await getThroughApi<{
        data: { value: number; uncertainty: number; date_start: string; date_end: string }[];
      }>(request, `factors/${factorId}/gases`);
      expect(
        data.map(({ value, uncertainty, date_start, date_end }) => [
          value,
          uncertainty,
          date_start,
          date_end,
        ]),
      ).toEqual([
        [figures.value.value, figures.uncertainty.value, figures.dateStart.iso, figures.dateEnd.iso],
      ]);
      const row = page.locator('tbody tr');
      await expect(row).toHaveCount(1);
      for (const cell of [
        figures.value.readings[0],
        figures.uncertainty.shown,
        figures.dateStart.typed,
        figures.dateEnd.pasted,
      ])
        await expect(row).toContainText(cell);

      // The edit form shows what the list shows.
      await row.getByRole('button', { name: /^(Ver|View) CO2$/ }).click();
      await expect(byLabel(page, text.value)).toHaveValue(figures.value.readings[0]);
      await expect(byLabel(page, text.uncertainty)).toHaveValue(figures.uncertainty.shown);
      await expect(byLabel(page, text.dateStart)).toHaveValue(figures.dateStart.typed);
      await expect(byLabel(page, text.dateEnd)).toHaveValue(figures.dateEnd.pasted);
    });

    test('a blend part percent can be typed, cleared, stepped and pasted', async ({ page, request }) => {
      await page.goto('/emission-factors/0');
      await page
        .getByRole('textbox', { name: text.name, exact: true })
        .fill(`Blend numbers ${lang} ${Date.now().toString(36)}`);
      await pickOption(page, text.source, /^(Combustión estacionaria|Stationary combustion)$/);
      await page.getByRole('switch', { name: text.derives }).check();
      await pickOption(page, text.addPart);
      await pickOption(page, text.addPart);
      const percents = page.getByRole('textbox', { name: text.percent });
      const sliders = page.getByRole('slider', { name: text.percent });
      await expect(percents).toHaveCount(2);
      const first = percents.nth(0);

      // Each digit typed stays (typing 60 gave `6 %` before).
      await first.click();
      await first.press('ControlOrMeta+A');
      await first.pressSequentially('60');
      await expect(first).toHaveValue('60');
      await expect(sliders.nth(0)).toHaveAttribute('aria-valuenow', '60');
      // Cleared, the box takes new digits.
      await first.press('ControlOrMeta+A');
      await first.press('Backspace');
      await expect(first).toHaveValue('');
      await first.pressSequentially(figures.percents.first);
      await expect(first).toHaveValue(figures.percents.first);
      await expect(sliders.nth(0)).toHaveAttribute('aria-valuenow', '59.5');
      await first.press('ArrowUp');
      await expect(first).toHaveValue(figures.percents.stepped);
      await first.press('ArrowDown');
      await expect(first).toHaveValue(figures.percents.first);
      await paste(percents.nth(1), figures.percents.second);
      await expect(percents.nth(1)).toHaveValue(figures.percents.second);
      await expect(page.getByTestId('parts-total')).toHaveText(figures.percents.total);

      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/api/emission-factors'),
      );
      await page.getByRole('button', { name: text.save }).click();
      const { id } = (await (await answer).json()) as { id: number };
      // A new factor stays open, ready for its gas values.
      await expect(page).toHaveURL(new RegExp(`/emission-factors/${id}$`));
      const saved = await getThroughApi<{ factors: { percent: number }[] }>(
        request,
        `emission-factors/${id}`,
      );
      expect(saved.factors.map((part) => part.percent).sort()).toEqual([40.5, 59.5]);
      // Opened again, the boxes show the percents as typed (in the order the server lists the parts).
      await page.goto(`/emission-factors/${id}`);
      await expect(percents).toHaveCount(2);
      const shown = [await percents.nth(0).inputValue(), await percents.nth(1).inputValue()].sort();
      expect(shown).toEqual([figures.percents.second, figures.percents.first].sort());
    });
  });
}

test.describe('blend parts on a phone', () => {
  test.use({ signedInAs: DEMO.superAdmin, lang: 'es', viewport: { width: 390, height: 844 } });

  test('the percent slider keeps the width of the part, above its box', async ({ page }) => {
    await page.goto('/emission-factors/0');
    await pickOption(page, TEXT.es.source, /^Combustión estacionaria$/);
    await page.getByRole('switch', { name: TEXT.es.derives }).check();
    await pickOption(page, TEXT.es.addPart);
    const part = page.getByTestId('derived-part');
    const slider = page.locator('[data-testid="derived-part"] .mantine-Slider-root');
    const box = page.getByRole('textbox', { name: TEXT.es.percent });
    await expect(box).toBeVisible();
    const [partBox, sliderBox, inputBox] = await Promise.all([
      part.boundingBox(),
      slider.boundingBox(),
      box.boundingBox(),
    ]);
    // The slider spans the part (less its padding), and the number box sits below it.
    expect(sliderBox!.width).toBeGreaterThan(partBox!.width * 0.8);
    expect(inputBox!.y).toBeGreaterThan(sliderBox!.y + sliderBox!.height - 1);
    await box.fill('60');
    await expect(page.getByRole('slider', { name: TEXT.es.percent })).toHaveAttribute('aria-valuenow', '60');
  });
});
