import { ModalsProvider } from '@mantine/modals';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '../components/layout/app/app-layout.tsx';
import { SessionExpiredDialogHost } from '../features/auth/components/session-expired-dialog.tsx';
import { requireAppSession } from '../features/auth/guards.ts';

/**
 * The signed-in app (sidebar, breadcrumb, header). Every screen needs a signed-in user with a
 * verified e-mail, except /design, which stays public. A session that expires while someone works
 * here is renewed by signing in again over the page, which stays as it was.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireAppSession,
  component: AppLayoutRoute,
});

// Dialogs opened with `modals.open…()` are managed here, with the screens that open them: the
// dialog machinery (focus trap, scroll lock, positioning) then comes with the app's code instead
// of the first download of every page, public ones included.
function AppLayoutRoute() {
  const { t } = useTranslation('common');
  return (
    <ModalsProvider labels={{ confirm: t('actions.confirm'), cancel: t('actions.cancel') }}>
      <AppLayout>
        <Outlet />
      </AppLayout>
      <SessionExpiredDialogHost />
    </ModalsProvider>
  );
}
