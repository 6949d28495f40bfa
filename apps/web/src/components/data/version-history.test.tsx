import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VersionHistory } from './version-history.tsx';

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('common');
});

describe('version history', () => {
  it('shows the current version, then each earlier one with when and by whom it was replaced', () => {
    renderWithProviders(
      <VersionHistory
        versions={[
          {
            version: 2,
            values: { pc: 29.8, gwp_report: 'AR6' },
            replaced_at: null,
            replaced_by: null,
            action: null,
          },
          {
            version: 1,
            values: { pc: 28, gwp_report: 'AR5' },
            replaced_at: '2025-02-03T10:00:00.000Z',
            replaced_by: 'admin@huella.test',
            action: 'update',
          },
        ]}
        fields={[
          { key: 'pc', label: 'GWP' },
          { key: 'gwp_report', label: 'Report' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Version history' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2 Current29.8AR6—');
    expect(rows[2]).toHaveTextContent('1 28AR5On Feb 3, 2025 by admin@huella.test');
  });

  it('writes numbers with the reader’s decimal mark', async () => {
    await changeLanguage('es');
    renderWithProviders(
      <VersionHistory
        versions={[{ version: 1, values: { pc: 27.9 }, replaced_at: null, replaced_by: null, action: null }]}
        fields={[{ key: 'pc', label: 'PCG' }]}
      />,
    );
    expect(screen.getByRole('table', { name: 'Historial de versiones' })).toHaveTextContent('27,9');
    await changeLanguage('en');
  });
});
