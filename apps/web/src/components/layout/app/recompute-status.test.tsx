import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { isAdministrationScreen, RecomputeStatusLine } from './recompute-status.tsx';

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces('layout');
});

describe('recalculation status', () => {
  it('is shown on the catalogue screens and their forms, and nowhere else', () => {
    for (const path of [
      '/sources',
      '/gases/3',
      '/emission-factors/0',
      '/factors/1/gas-emissions',
      '/key-indicators',
    ]) {
      expect(isAdministrationScreen(path), path).toBe(true);
    }
    for (const path of [
      '/dashboard',
      '/emission-sources',
      '/emission-activities/4',
      '/settings',
      '/welcome',
    ]) {
      expect(isAdministrationScreen(path), path).toBe(false);
    }
  });

  it('says in words and counts what waits and what is flagged, in English', async () => {
    await changeLanguage('en');
    renderWithProviders(<RecomputeStatusLine state={{ pending: 1200, flagged: 3 }} />);
    expect(screen.getByRole('status', { name: 'Recalculation status' })).toHaveTextContent(
      'Emissions recalculation: 1,200 catalogue changes waiting to reach the stored figures. 3 activities flagged: with no valid factor value on their date, they are left out of the totals.',
    );
  });

  it('says when the figures are up to date, and a single change or activity, in Spanish', async () => {
    await changeLanguage('es');
    const { unmount } = renderWithProviders(<RecomputeStatusLine state={{ pending: 0, flagged: 0 }} />);
    expect(screen.getByRole('status', { name: 'Estado del recálculo' })).toHaveTextContent(
      'Recálculo de emisiones: al día. Ningún cambio del catálogo pendiente y ninguna actividad marcada.',
    );
    unmount();
    renderWithProviders(<RecomputeStatusLine state={{ pending: 1, flagged: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Recálculo de emisiones: 1 cambio del catálogo pendiente de llegar a las cifras guardadas. Ninguna actividad marcada.',
    );
  });
});
