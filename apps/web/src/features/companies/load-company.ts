import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.tsx';
import { getAccount, getSessionUser, selectCompany } from '../../lib/session.ts';
import { reloadAccount } from '../../lib/session-api.ts';
import { companyQuery } from './api/get-company.ts';
import { firstAppScreen } from './app-home.ts';

function isInAccount(id: number): boolean {
  return getAccount()?.companies.some((company) => company.id === id) ?? false;
}

/**
 * /load-company/{id}: loads the company, selects it and goes to the first screen of the menu. A
 * company that is not one of the account's (even for a super-admin, who reaches other companies
 * through the administration screens) sends the user back to /welcome. A preload (hovering the
 * company's link) only fetches: it never changes the selection.
 */
export async function loadCompany(queryClient: QueryClient, id: number, preload: boolean): Promise<void> {
  // The account may predate a membership added meanwhile (an invitation accepted elsewhere).
  if (!isInAccount(id) && !preload) await reloadAccount().catch(() => null);
  if (!Number.isInteger(id) || id <= 0 || !isInAccount(id)) {
    if (!preload) {
      showToast({
        kind: 'warning',
        id: 'load-company-refused',
        message: i18n.t('load.notYours', { ns: 'companies' }),
      });
    }
    throw redirect({ to: '/welcome' });
  }
  const company = await queryClient.fetchQuery(companyQuery(id)).catch(() => null);
  if (preload) return;
  // The API's error toast already said why (404, connection…).
  if (!company) throw redirect({ to: '/welcome' });
  selectCompany(id);
  throw redirect({ to: firstAppScreen(getSessionUser()?.roles ?? []), replace: true });
}
