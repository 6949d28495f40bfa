import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { LazyNotFoundPage } from '../components/lazy-not-found-page.ts';
import type { TRouterContext } from '../lib/router-context.ts';

export const Route = createRootRouteWithContext<TRouterContext>()({
  component: Outlet,
  notFoundComponent: LazyNotFoundPage,
});
