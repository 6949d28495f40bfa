import { createFileRoute } from '@tanstack/react-router';
import { SignInPlaceholder } from '../../components/layout/sign-in-placeholder.tsx';

/**
 * Placeholder so the `_auth` layout has a child (TanStack's generator rejects a pathless layout
 * without one). The identity feature replaces this file with the real sign-in screen.
 */
export const Route = createFileRoute('/_auth/sign-in')({
  component: SignInPlaceholder,
});
