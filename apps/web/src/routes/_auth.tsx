import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { redirectIfSignedIn } from '../lib/session.ts';

/**
 * Sign-in, sign-up, account verification and password recovery (added by the identity feature as
 * `_auth/<screen>.tsx`). A visitor who is already signed in is sent to /welcome.
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
