import type { messages } from '@huella/shared/i18n/messages';
import type account from '../locales/es/account.json';
import type auth from '../locales/es/auth.json';
import type catalogue from '../locales/es/catalogue.json';
import type common from '../locales/es/common.json';
import type companies from '../locales/es/companies.json';
import type companySources from '../locales/es/company-sources.json';
import type companyUsers from '../locales/es/company-users.json';
import type dashboard from '../locales/es/dashboard.json';
import type design from '../locales/es/design.json';
import type emissionActivities from '../locales/es/emission-activities.json';
import type emissionFactors from '../locales/es/emission-factors.json';
import type emissionIndicators from '../locales/es/emission-indicators.json';
import type emissionSources from '../locales/es/emission-sources.json';
import type gasEmissions from '../locales/es/gas-emissions.json';
import type gases from '../locales/es/gases.json';
import type invitations from '../locales/es/invitations.json';
import type keyIndicators from '../locales/es/key-indicators.json';
import type landing from '../locales/es/landing.json';
import type layout from '../locales/es/layout.json';
import type notFound from '../locales/es/not-found.json';
import type sectors from '../locales/es/sectors.json';
import type sources from '../locales/es/sources.json';
import type stakeholders from '../locales/es/stakeholders.json';
import type unitMeasurements from '../locales/es/unit-measurements.json';

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
  auth: typeof auth;
  account: typeof account;
  companies: typeof companies;
  'company-users': typeof companyUsers;
  'company-sources': typeof companySources;
  stakeholders: typeof stakeholders;
  invitations: typeof invitations;
  catalogue: typeof catalogue;
  gases: typeof gases;
  'unit-measurements': typeof unitMeasurements;
  sectors: typeof sectors;
  sources: typeof sources;
  'key-indicators': typeof keyIndicators;
  'emission-factors': typeof emissionFactors;
  'gas-emissions': typeof gasEmissions;
  'emission-sources': typeof emissionSources;
  'emission-activities': typeof emissionActivities;
  'emission-indicators': typeof emissionIndicators;
  dashboard: typeof dashboard;
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
