import type { ApiModule } from '../lib/endpoint.ts';
import { accountModule } from './account/account.routes.ts';
import { auditModule } from './audit/audit.routes.ts';
import { authModule } from './auth/auth.routes.ts';
import { closedPeriodsModule } from './closed-periods/closed-periods.routes.ts';
import { companiesModule } from './companies/companies.routes.ts';
import { companySourcesModule } from './company-sources/company-sources.routes.ts';
import { companyUsersModule } from './company-users/company-users.routes.ts';
import { dashboardModule } from './dashboard/dashboard.routes.ts';
import { devModule } from './dev/dev.routes.ts';
import { emissionActivitiesModule } from './emission-activities/emission-activities.routes.ts';
import { emissionsModule } from './emissions/emissions.routes.ts';
import { emissionFactorsModule } from './emission-factors/emission-factors.routes.ts';
import { emissionIndicatorsModule } from './emission-indicators/emission-indicators.routes.ts';
import { emissionSourcesModule } from './emission-sources/emission-sources.routes.ts';
import { gasEmissionsModule } from './gas-emissions/gas-emissions.routes.ts';
import { gasesModule } from './gases/gases.routes.ts';
import { healthModule } from './health/health.routes.ts';
import { instructionsModule } from './instructions/instructions.routes.ts';
import { invitationsModule } from './invitations/invitations.routes.ts';
import { keyIndicatorsModule } from './key-indicators/key-indicators.routes.ts';
import { reconciliationModule } from './reconciliation/reconciliation.routes.ts';
import { reportsModule } from './reports/reports.routes.ts';
import { sectorsModule } from './sectors/sectors.routes.ts';
import { sourcesModule } from './sources/sources.routes.ts';
import { stakeholdersModule } from './stakeholders/stakeholders.routes.ts';
import { standardsModule } from './standards/standards.routes.ts';
import { typesModule } from './types/types.routes.ts';
import { unitMeasurementsModule } from './unit-measurements/unit-measurements.routes.ts';

// Every module of the API, with the kind of data its routes serve (DESIGN §3):
// - platform: accounts, sessions, companies as a whole, the platform's own records;
// - catalogue: the reference data every signed-in user reads and only super-admins write;
// - company: one company's data, reachable only through the caller's membership.
// The kind is checked against each route's access rule when the module is declared, and the tenant
// and catalogue tests walk the route table by it: a new module is covered by being listed here.

export const API_MODULES: ApiModule[] = [
  healthModule,
  authModule,
  accountModule,
  companiesModule,
  invitationsModule,
  auditModule,
  devModule,
  instructionsModule,
  emissionsModule,
  reconciliationModule,
  standardsModule,
  typesModule,
  sourcesModule,
  gasesModule,
  unitMeasurementsModule,
  emissionFactorsModule,
  gasEmissionsModule,
  sectorsModule,
  keyIndicatorsModule,
  companyUsersModule,
  stakeholdersModule,
  emissionSourcesModule,
  companySourcesModule,
  emissionActivitiesModule,
  emissionIndicatorsModule,
  dashboardModule,
  reportsModule,
  closedPeriodsModule,
];
