import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app/app-layout.tsx';
import { requireAppSession } from '../features/auth/guards.ts';

/**
 * The signed-in app (sidebar, breadcrumb, header). Every screen needs a signed-in user with a
 * verified e-mail, except /design, which stays public.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireAppSession,
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
