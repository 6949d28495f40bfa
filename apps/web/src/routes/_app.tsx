import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app/app-layout.tsx';

/**
 * The signed-in app (sidebar, breadcrumb, header). The identity feature adds the session guard to
 * the routes that need it; /design lives here too and stays public.
 */
export const Route = createFileRoute('/_app')({
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
