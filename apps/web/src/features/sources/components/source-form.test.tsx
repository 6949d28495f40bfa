import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { SourceForm } from './source-form.tsx';
import { SOURCE_ICON_NAMES } from '../../../components/source-icons.ts';
import { json } from '../../../test/http.ts';

const empty = { data: [], meta: { total: 0, page: 1, per_page: 10 } };

beforeAll(async () => {
  // The description's autosizing text area listens for web fonts, which jsdom lacks.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  await i18nReady;
  await loadNamespaces('sources', 'catalogue', 'common');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
});

/** The icon choices of a new source's form, as the list names them. */
async function iconNames() {
  startSession({ access_token: 't', user: makeAccount({ role: 'super-admin' }) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, empty)),
  );
  renderWithRouter(<SourceForm id={0} />, { at: '/sources/0' });
  const icon = await screen.findByRole('combobox', { name: /^Ico/ });
  await userEvent.setup().click(icon);
  // jsdom has no layout, so Mantine keeps the list out of sight (`hidden`); its options are there.
  const listbox = screen.getByRole('listbox', { hidden: true, name: /^Ico/ });
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}

describe('source icons', () => {
  it('are named in Spanish on a Spanish screen, not by their component names', async () => {
    await changeLanguage('es');
    const names = await iconNames();
    expect(names).toHaveLength(SOURCE_ICON_NAMES.length);
    expect(names).toEqual(
      expect.arrayContaining(['Llama', 'Rayo', 'Camión de reparto', 'Aire acondicionado']),
    );
    expect(names).not.toContain('Flame');
    expect(names).not.toContain('TruckDelivery');
  });

  it('are named in English on an English screen', async () => {
    await changeLanguage('en');
    expect(await iconNames()).toEqual(
      expect.arrayContaining(['Flame', 'Delivery truck', 'Air conditioning']),
    );
  });
});
