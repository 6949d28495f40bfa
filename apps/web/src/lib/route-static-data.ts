import type { ParseKeys } from 'i18next';

/**
 * Per-route data known before loading: `breadcrumb` is a key of the `layout` namespace naming the
 * route in the app header's breadcrumb (a route without one adds no crumb).
 */
declare module '@tanstack/react-router' {
  // TanStack Router's extension point is an interface that must be augmented by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    breadcrumb?: ParseKeys<'layout'>;
  }
}

export {};
