import type { messages } from '@huella/shared/i18n/messages';
import type common from '../locales/es/common.json';
import type design from '../locales/es/design.json';
import type landing from '../locales/es/landing.json';
import type layout from '../locales/es/layout.json';
import type notFound from '../locales/es/not-found.json';

/**
 * Types every `t()` key against the Spanish catalogues (the key-parity test keeps English in
 * step), so a key that does not exist fails the typecheck. Add each new namespace here.
 */
export type TResources = {
  common: typeof common;
  layout: typeof layout;
  'not-found': typeof notFound;
  landing: typeof landing;
  design: typeof design;
  messages: (typeof messages)['es'];
};

declare module 'i18next' {
  // i18next's type hook is an interface that must be augmented by declaration merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TResources;
  }
}
