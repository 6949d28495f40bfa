import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { clearSession, startSession } from '../../../lib/session.ts';
import { makeAccount } from '../../../test/accounts.ts';
import { makeCompany } from '../../../test/companies.ts';
import { json, routeFetch } from '../../../test/http.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { FlaggedActivitiesNotice } from './flagged-activities-notice.tsx';

function serve(flagged_activities: number, pending_recomputes = 0) {
  const routes = routeFetch({
    'GET /api/companies/10': () => json(200, makeCompany({ flagged_activities, pending_recomputes })),
  });
  vi.stubGlobal('fetch', vi.fn(routes.fetchStub));
}

const renderNotice = (filtered = false, at = '/emission-activities') =>
  renderWithRouter(<FlaggedActivitiesNotice companyId={10} filtered={filtered} />, { at });

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('emission-activities');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession({ reason: 'signed-out' });
  await changeLanguage('en');
});

describe('flagged activities notice', () => {
  it('says how many activities are flagged and links to the list filtered on them', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve(3);
    const { router } = renderNotice();
    const notice = await screen.findByTestId('flagged-activities-notice');
    expect(notice).toHaveTextContent('3 activities are not calculated');
    expect(notice).toHaveTextContent('they count 0 in the footprint until you fix them');
    const link = screen.getByRole('link', { name: 'Show the 3 flagged activities' });
    expect(link).toHaveAttribute('href', '/emission-activities?flagged=true');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.search).toEqual({ flagged: true }));
  });

  it('links back to every activity once the list shows only the flagged ones', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve(1);
    renderNotice(true, '/emission-activities?flagged=true');
    expect(await screen.findByTestId('flagged-activities-notice')).toHaveTextContent(
      '1 activity is not calculated',
    );
    expect(screen.getByRole('link', { name: 'Show all activities' })).toHaveAttribute(
      'href',
      '/emission-activities',
    );
  });

  it('says so in Spanish, and that catalogue changes are being recalculated for the company', async () => {
    await changeLanguage('es');
    startSession({ access_token: 't', user: makeAccount() });
    serve(2, 1);
    renderNotice();
    expect(await screen.findByTestId('flagged-activities-notice')).toHaveTextContent(
      'Hay 2 actividades sin calcular',
    );
    expect(screen.getByRole('link', { name: 'Ver las 2 actividades marcadas' })).toBeInTheDocument();
    expect(
      screen.getByText(/Se está recalculando 1 cambio del catálogo que afecta a tus actividades/),
    ).toBeInTheDocument();
  });

  it('shows nothing when every activity is calculated and nothing waits', async () => {
    startSession({ access_token: 't', user: makeAccount() });
    serve(0);
    const { container } = renderNotice();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('flagged-activities-notice')).toBeNull();
    expect(container.querySelector('.mantine-Alert-root')).toBeNull();
  });
});
