import type { TLanguage } from '../languages.ts';
import { accountMessages } from './account.ts';
import { authMessages } from './auth.ts';
import { commonMessages } from './common.ts';
import { companySourcesMessages } from './company-sources.ts';
import { companyUsersMessages } from './company-users.ts';
import { dashboardMessages } from './dashboard.ts';
import { emissionActivitiesMessages } from './emission-activities.ts';
import { emissionFactorsMessages } from './emission-factors.ts';
import { emissionIndicatorsMessages } from './emission-indicators.ts';
import { emissionSourcesMessages } from './emission-sources.ts';
import { gasEmissionsMessages } from './gas-emissions.ts';
import { gasesMessages } from './gases.ts';
import { importsMessages } from './imports.ts';
import { invitationsMessages } from './invitations.ts';
import { plansMessages } from './plans.ts';
import { sectorsMessages } from './sectors.ts';
import { sourcesMessages } from './sources.ts';
import { stakeholdersMessages } from './stakeholders.ts';
import { unitMeasurementsMessages } from './unit-measurements.ts';

/** An area's shared messages: in each language, its keys of each section (`errors`, `validation`…). */
export type TMessageArea = Record<TLanguage, Record<string, Record<string, string>>>;

/**
 * Every area's shared messages, by the area's name. `messages.ts` merges them section by section, so
 * an area added here is all a new area's words need; a key two areas define is a test failure, not a
 * silent override.
 */
export const MESSAGE_AREAS = {
  common: commonMessages,
  auth: authMessages,
  account: accountMessages,
  'company-users': companyUsersMessages,
  invitations: invitationsMessages,
  plans: plansMessages,
  imports: importsMessages,
  gases: gasesMessages,
  'unit-measurements': unitMeasurementsMessages,
  sectors: sectorsMessages,
  sources: sourcesMessages,
  'emission-factors': emissionFactorsMessages,
  'gas-emissions': gasEmissionsMessages,
  stakeholders: stakeholdersMessages,
  'company-sources': companySourcesMessages,
  'emission-sources': emissionSourcesMessages,
  'emission-activities': emissionActivitiesMessages,
  'emission-indicators': emissionIndicatorsMessages,
  dashboard: dashboardMessages,
} as const satisfies Record<string, TMessageArea>;
