import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { loadNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_public/')({
  loader: () => loadNamespaces('landing'),
  component: LandingPage,
});
