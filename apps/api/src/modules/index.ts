import type { FastifyPluginAsync } from 'fastify';
import type { DataKind } from '../plugins/auth.ts';
import type { ApiModule as DeclaredModule } from '../lib/endpoint.ts';
import { accountRoutes } from './account/account.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { companySourcesRoutes } from './company-sources/company-sources.routes.ts';
import { companyUsersRoutes } from './company-users/company-users.routes.ts';
import { devRoutes } from './dev/dev.routes.ts';
import { emissionActivitiesRoutes } from './emission-activities/emission-activities.routes.ts';
import { emissionsRoutes } from './emissions/emissions.routes.ts';
import { emissionFactorsRoutes } from './emission-factors/emission-factors.routes.ts';
import { emissionSourcesRoutes } from './emission-sources/emission-sources.routes.ts';
import { gasEmissionsRoutes } from './gas-emissions/gas-emissions.routes.ts';
import { gasesModule } from './gases/gases.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { instructionsRoutes } from './instructions/instructions.routes.ts';
import { invitationsRoutes } from './invitations/invitations.routes.ts';
import { keyIndicatorsRoutes } from './key-indicators/key-indicators.routes.ts';
import { sectorsRoutes } from './sectors/sectors.routes.ts';
import { sourcesRoutes } from './sources/sources.routes.ts';
import { stakeholdersRoutes } from './stakeholders/stakeholders.routes.ts';
import { standardsRoutes } from './standards/standards.routes.ts';
import { typesRoutes } from './types/types.routes.ts';
import { unitMeasurementsRoutes } from './unit-measurements/unit-measurements.routes.ts';

// Every module of the API, with the kind of data its routes serve (DESIGN §3):
// - platform: accounts, sessions, companies as a whole, the platform's own records;
// - catalogue: the reference data every signed-in user reads and only super-admins write;
// - company: one company's data, reachable only through the caller's membership.
// The kind is checked against each route's access rule when the route is added, and the tenant and
// catalogue tests walk the route table by it: a new module is covered by being listed here.

export type LegacyModule = { name: string; routes: FastifyPluginAsync; data: DataKind };
export type ApiModule = LegacyModule | DeclaredModule;

export const API_MODULES: ApiModule[] = [
  { name: 'health', routes: healthRoutes, data: 'platform' },
  { name: 'auth', routes: authRoutes, data: 'platform' },
  { name: 'account', routes: accountRoutes, data: 'platform' },
  { name: 'companies', routes: companiesRoutes, data: 'platform' },
  { name: 'invitations', routes: invitationsRoutes, data: 'platform' },
  { name: 'audit', routes: auditRoutes, data: 'platform' },
  { name: 'dev', routes: devRoutes, data: 'platform' },
  { name: 'instructions', routes: instructionsRoutes, data: 'platform' },
  { name: 'emissions', routes: emissionsRoutes, data: 'platform' },
  { name: 'standards', routes: standardsRoutes, data: 'catalogue' },
  { name: 'types', routes: typesRoutes, data: 'catalogue' },
  { name: 'sources', routes: sourcesRoutes, data: 'catalogue' },
  gasesModule,
  { name: 'unit-measurements', routes: unitMeasurementsRoutes, data: 'catalogue' },
  { name: 'emission-factors', routes: emissionFactorsRoutes, data: 'catalogue' },
  { name: 'gas-emissions', routes: gasEmissionsRoutes, data: 'catalogue' },
  { name: 'sectors', routes: sectorsRoutes, data: 'catalogue' },
  { name: 'key-indicators', routes: keyIndicatorsRoutes, data: 'catalogue' },
  { name: 'company-users', routes: companyUsersRoutes, data: 'company' },
  { name: 'stakeholders', routes: stakeholdersRoutes, data: 'company' },
  { name: 'emission-sources', routes: emissionSourcesRoutes, data: 'company' },
  { name: 'company-sources', routes: companySourcesRoutes, data: 'company' },
  { name: 'emission-activities', routes: emissionActivitiesRoutes, data: 'company' },
];
