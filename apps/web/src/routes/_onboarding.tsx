import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { SessionExpiredDialogHost } from '../features/auth/components/session-expired-dialog.tsx';
import { requireSession } from '../features/auth/guards.ts';

/**
 * Between signing in and the app: the company picker (/welcome) and /load-company/{id}. Needs a
 * session with a verified e-mail; shown in the auth frame, a little wider. A session that expires
 * here (a company being created, one being entered) is renewed by signing in again over the page,
 * as in the app.
 */
export const Route = createFileRoute('/_onboarding')({
  beforeLoad: requireSession,
  component: OnboardingLayoutRoute,
});

function OnboardingLayoutRoute() {
  return (
    <>
      <AuthLayout width={520}>
        <Outlet />
      </AuthLayout>
      <SessionExpiredDialogHost />
    </>
  );
}
