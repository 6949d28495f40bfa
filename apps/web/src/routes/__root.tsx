import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import type { TRouterContext } from '../lib/router-context.ts';

export const Route = createRootRouteWithContext<TRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
