import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The not-found page, fetched when someone reaches an unknown address (the router loads it before
 * showing it): its public frame, with the language menu and tooltips, stays out of the first
 * download of every other page.
 */
export const LazyNotFoundPage = lazyRouteComponent(() => import('./not-found-page.tsx'), 'NotFoundPage');
