import type { TCompany, TCurrentLimits } from '@huella/shared';

/** Usage of a company's counted limits for unit tests (the trial plan's limits). */
export function makeLimits(used: Partial<Record<keyof TCurrentLimits, number>> = {}): TCurrentLimits {
  const limit = {
    entities: 3,
    num_users: 3,
    sources: 5,
    emission_sources: 10,
    emission_activities: 500,
    emission_indicators: 50,
    informs: 1,
  };
  return Object.fromEntries(
    Object.entries(limit).map(([key, value]) => [
      key,
      { limit: value, used: used[key as keyof TCurrentLimits] ?? 0 },
    ]),
  ) as TCurrentLimits;
}

/** A company as `GET /api/companies/{id}` answers it, on the trial plan, for unit tests. */
export function makeCompany(overrides: Partial<TCompany> = {}): TCompany {
  return {
    id: 10,
    name: 'Andina',
    logo: null,
    nit: '900123456',
    address: 'Carrera 7 # 71-21, Bogotá',
    phone: '6015551234',
    email: 'info@andina.co',
    website: null,
    plan_id: null,
    trial_ends_at: null,
    role: 'administrator',
    capabilities: ['work_in_company', 'administer_company'],
    current_plan: {
      id: 1,
      code: 'TRIAL',
      name: 'Prueba gratuita',
      description: null,
      price: 0,
      interval_unit: 'DAY',
      trial: true,
      top: false,
      limit_plan: {
        group: 'SMALL',
        entities: 3,
        num_users: 3,
        sources: 5,
        emission_sources: 10,
        emission_activities: 500,
        emission_indicators: 50,
        informs: 1,
        analysis_tools: true,
        general_support: false,
        reductions_module: true,
      },
    },
    current_limits: makeLimits({ num_users: 1, sources: 2, entities: 1 }),
    flagged_activities: 0,
    pending_recomputes: 0,
    show_composition_chart: false,
    sector: null,
    subscription: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
