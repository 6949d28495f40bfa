import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { redirectIfSignedIn } from '../features/auth/guards.ts';

/**
 * Sign-in, sign-up, account verification and password recovery. A visitor who is already signed
 * in (with a verified e-mail) is sent to /welcome. The invitation link lives outside this frame:
 * it answers signed-in visitors too.
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
