import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { redirectIfSignedIn } from '../features/auth/guards.ts';

/**
 * Sign-in, sign-up, account verification, invitation and password recovery. A visitor who is
 * already signed in (with a verified e-mail) is sent to /welcome.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: redirectIfSignedIn,
  component: AuthLayoutRoute,
});

function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
