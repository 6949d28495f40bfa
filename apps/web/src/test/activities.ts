import type { TEmissionActivity, TEmissionSource, TUnitMeasurement } from '@huella/shared';

const STAMP = '2026-03-05T15:00:00.000Z';

/** An activity of company 10 as the API answers it: 1,000 US gallons of diesel by factor. */
export function makeActivity(overrides: Partial<TEmissionActivity> = {}): TEmissionActivity {
  return {
    id: 12,
    company_id: 10,
    date: '2024-06-15',
    consumption: 1000,
    by_emission_source: false,
    emission_source_id: null,
    emission_factor_id: 8,
    type_id: 1,
    source_id: 3,
    unit_measurement_id: 31,
    headquarter_id: null,
    client_id: null,
    provider_id: null,
    project_id: null,
    description: null,
    type_document: null,
    documents: null,
    document: null,
    emission_source: null,
    emission_factor: { id: 8, name: 'Diesel (EPA)' },
    type: { id: 1, name: 'Operational' },
    source: { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
    unit_measurement: { id: 31, name: 'US gallon', abbreviation: 'gal' },
    headquarter: null,
    client: null,
    provider: null,
    project: null,
    carbon_footprint: 10.244058,
    carbon_footprint_avoided: 0,
    uncertainty: 4.994,
    flagged: false,
    flag: null,
    emissions: [
      { gas_id: 1, gas: 'CO2', carbon_footprint: 10.21, carbon_footprint_avoided: 0 },
      { gas_id: 2, gas: 'CH4', carbon_footprint: 0.012218, carbon_footprint_avoided: 0 },
      { gas_id: 3, gas: 'N2O', carbon_footprint: 0.02184, carbon_footprint_avoided: 0 },
    ],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

const unit = (id: number, name: string, abbreviation: string, group: string, factor: number) => ({
  id,
  code: abbreviation,
  name,
  name_en: null,
  display_name: name,
  abbreviation,
  group,
  factor,
  description: null,
  created_at: STAMP,
  updated_at: STAMP,
});

/** Units of two groups: litres and US gallons (volume), kWh and MWh (energy). */
export const UNITS: TUnitMeasurement[] = [
  unit(30, 'Litre', 'L', 'volume', 1),
  unit(31, 'US gallon', 'gal', 'volume', 3.785411784),
  unit(40, 'Kilowatt hour', 'kWh', 'energy', 1),
  unit(41, 'Megawatt hour', 'MWh', 'energy', 1000),
];

/** An emission source of company 10 whose factor is the diesel (8). */
export const GENERATOR: TEmissionSource = {
  id: 5,
  company_id: 10,
  code: 'GEN-01',
  name: 'Planta eléctrica',
  type_id: 1,
  source_id: 3,
  emission_factor_id: 8,
  headquarter_id: 21,
  activity_uncertainty: 0,
  type: { id: 1, name: 'Operational' },
  source: { id: 3, name: 'Stationary combustion', icon: 'IconFlame' },
  emission_factor: { id: 8, name: 'Diesel (EPA)' },
  headquarter: { id: 21, name: 'Bogotá plant' },
  created_at: STAMP,
  updated_at: STAMP,
};

/** A gas value of `factor` in `unitId`, as `GET /factors/{factor}/gases` lists it. */
export function gasValue(factor: number, unitId: number, typeId = 1) {
  return {
    id: factor * 100 + unitId,
    factor_id: factor,
    gas_id: 1,
    unit_measurement_id: unitId,
    type_id: typeId,
    value: 2.5,
    uncertainty: 5,
    date_start: '2024-01-01',
    date_end: '2099-12-31',
    fountain: 'EPA',
    reference: 'EPA 2024',
    avoided: false,
    gas: { id: 1, name: 'Carbon dioxide', formula: 'CO2' },
    unit_measurement: { id: unitId, name: 'unit', abbreviation: null },
    created_at: STAMP,
    updated_at: STAMP,
  };
}

/** A factor as `GET /emission-factors/{id}` answers it; a blend names its parts. */
export function factorAnswer(id: number, name: string, sourceId: number, parts: number[] = []) {
  return {
    id,
    code: null,
    name,
    description: null,
    source_id: sourceId,
    source: { id: sourceId, name: 'Source' },
    fly: false,
    derives: parts.length > 0,
    value: null,
    factors: parts.map((part) => ({
      id: part,
      name: `Part ${part}`,
      percent: 100 / parts.length,
      avoided: false,
    })),
    created_at: STAMP,
    updated_at: STAMP,
  };
}
