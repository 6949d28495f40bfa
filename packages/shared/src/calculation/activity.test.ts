import { describe, expect, it } from 'vitest';
import { calculateActivity, isCarbonDioxide, lineUncertainty } from './activity.ts';
import type { TCalcActivity, TCalcCatalogue, TCalcFactor, TCalcGasValue, TCalcUnit } from './types.ts';

const LITRE: TCalcUnit = { id: 1, group: 'volume', factor: 1, abbreviation: 'L' };
const US_GALLON: TCalcUnit = { id: 2, group: 'volume', factor: 3.785411784, abbreviation: 'gal' };
const KILOGRAM: TCalcUnit = { id: 3, group: 'mass', factor: 1, abbreviation: 'kg' };
const MWH: TCalcUnit = { id: 4, group: 'energy', factor: 3600, abbreviation: 'MWh' };

const CO2 = 1;
const CH4_FOSSIL = 2;
const N2O = 3;
const CH4_NON_FOSSIL = 4;
/** IPCC AR6 GWP-100, as the seed holds them. */
const GWP: Record<number, number> = { [CO2]: 1, [CH4_FOSSIL]: 29.8, [N2O]: 273, [CH4_NON_FOSSIL]: 27 };
/** The gases' formulas, as the seed holds them: both methanes are CH4. */
const FORMULA: Record<number, string> = {
  [CO2]: 'CO2',
  [CH4_FOSSIL]: 'CH4',
  [N2O]: 'N2O',
  [CH4_NON_FOSSIL]: 'CH4',
};
const NAME: Record<number, string> = {
  [CO2]: 'Carbon dioxide',
  [CH4_FOSSIL]: 'Fossil methane',
  [N2O]: 'Nitrous oxide',
  [CH4_NON_FOSSIL]: 'Non-fossil methane',
};

function plainFactor(id: number, name: string): TCalcFactor {
  return { id, name, derives: false, parts: [] };
}

let nextValueId = 1;
function gasValue(factor_id: number, fields: Partial<TCalcGasValue> & { value: number }): TCalcGasValue {
  return {
    id: nextValueId++,
    factor_id,
    gas_id: CO2,
    unit: LITRE,
    uncertainty: 5,
    date_start: '2000-01-01',
    date_end: '2099-12-31',
    avoided: false,
    fountain: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
    reference: 'EPA GHG Emission Factors Hub 2024, Table 1',
    ...fields,
  };
}

function catalogueOf(factors: TCalcFactor[], values: TCalcGasValue[]): TCalcCatalogue {
  return {
    factor: (id) => factors.find((factor) => factor.id === id),
    gasValues: (factorId) => values.filter((value) => value.factor_id === factorId),
    gas: (gasId) => {
      const gwp = GWP[gasId];
      return gwp === undefined
        ? undefined
        : { name: NAME[gasId]!, formula: FORMULA[gasId]!, gwp, gwp_report: 'AR6' };
    },
  };
}

function activityOn(factor_id: number, fields: Partial<TCalcActivity> = {}): TCalcActivity {
  return { date: '2024-06-15', consumption: 100, unit: LITRE, factor_id, activity_uncertainty: 0, ...fields };
}

describe('calculateActivity: the worked checks of the reference', () => {
  it('1,000 US gallons of diesel give 10.244058 t CO2e (EPA values, AR6 GWPs)', () => {
    const diesel = plainFactor(1, 'Diesel');
    const catalogue = catalogueOf(
      [diesel],
      [
        gasValue(1, { gas_id: CO2, unit: US_GALLON, value: 10.21 }),
        gasValue(1, { gas_id: CH4_FOSSIL, unit: US_GALLON, value: 0.00041 }),
        gasValue(1, { gas_id: N2O, unit: US_GALLON, value: 0.00008 }),
      ],
    );
    const result = calculateActivity(activityOn(1, { consumption: 1000, unit: US_GALLON }), catalogue);
    if (!result.ok) throw new Error(result.message);
    // 10,210 kg + 0.41 kg × 29.8 + 0.08 kg × 273 = 10,210 + 12.218 + 21.84 = 10,244.058 kg.
    expect(result.lines.map((line) => line.co2e_kg)).toEqual([
      expect.closeTo(10210, 9),
      expect.closeTo(12.218, 9),
      expect.closeTo(21.84, 9),
    ]);
    expect(result.carbon_footprint).toBe(10.244058);
    expect(result.carbon_footprint_avoided).toBe(0);
  });

  it('100 MWh of Colombian grid electricity give 11.2 t CO2e', () => {
    const grid = plainFactor(1, 'Colombian grid');
    const catalogue = catalogueOf([grid], [gasValue(1, { gas_id: CO2, unit: MWH, value: 112 })]);
    const result = calculateActivity(activityOn(1, { consumption: 100, unit: MWH }), catalogue);
    if (!result.ok) throw new Error(result.message);
    expect(result.lines).toHaveLength(1);
    expect(result.carbon_footprint).toBe(11.2);
  });
});

describe('calculateActivity: biogenic CO2 only (GHG Protocol)', () => {
  // The auditor's hand case. EPA GHG Emission Factors Hub 2024, Table 1, per US gallon: distillate
  // fuel oil No. 2 (diesel) 10.21 kg CO2, 0.41 g CH4, 0.08 g N2O; biodiesel (100 %) 9.45 kg CO2,
  // 0.14 g CH4, 0.01 g N2O. AR6 GWP-100: fossil CH4 29.8, non-fossil CH4 27.0, N2O 273.
  const diesel = plainFactor(1, 'Diesel');
  const biodiesel = plainFactor(2, 'Biodiesel');
  const b20: TCalcFactor = {
    id: 3,
    name: 'B20',
    derives: true,
    parts: [
      { factor_id: 1, percent: 80, avoided: false },
      { factor_id: 2, percent: 20, avoided: true },
    ],
  };
  const values = [
    gasValue(1, { gas_id: CO2, unit: US_GALLON, value: 10.21 }),
    gasValue(1, { gas_id: CH4_FOSSIL, unit: US_GALLON, value: 0.00041 }),
    gasValue(1, { gas_id: N2O, unit: US_GALLON, value: 0.00008 }),
    gasValue(2, { gas_id: CO2, unit: US_GALLON, value: 9.45 }),
    gasValue(2, { gas_id: CH4_NON_FOSSIL, unit: US_GALLON, value: 0.00014 }),
    gasValue(2, { gas_id: N2O, unit: US_GALLON, value: 0.00001 }),
  ];

  it('1,000 gal of B20 (biodiesel part avoided) count every gas but the biodiesel CO2: 8.196548 t, 1.89 t avoided', () => {
    const catalogue = catalogueOf([diesel, biodiesel, b20], values);
    const result = calculateActivity(activityOn(3, { consumption: 1000, unit: US_GALLON }), catalogue);
    if (!result.ok) throw new Error(result.message);
    // diesel CO2:    1000 gal × 0.8 × 10.21 kg          = 8,168 kg
    // diesel CH4:    1000 gal × 0.8 × 0.00041 kg × 29.8 = 0.328 kg × 29.8 = 9.7744 kg CO2e
    // diesel N2O:    1000 gal × 0.8 × 0.00008 kg × 273  = 0.064 kg × 273  = 17.472 kg CO2e
    // biodiesel CO2: 1000 gal × 0.2 × 9.45 kg           = 1,890 kg, avoided (biogenic)
    // biodiesel CH4: 1000 gal × 0.2 × 0.00014 kg × 27.0 = 0.028 kg × 27   = 0.756 kg CO2e
    // biodiesel N2O: 1000 gal × 0.2 × 0.00001 kg × 273  = 0.002 kg × 273  = 0.546 kg CO2e
    // footprint = 8,168 + 9.7744 + 17.472 + 0.756 + 0.546 = 8,196.5484 kg = 8.196548 t
    // avoided   = 1,890 kg = 1.890000 t
    expect(result.lines.map(({ factor_id, gas_id, avoided }) => ({ factor_id, gas_id, avoided }))).toEqual([
      { factor_id: 1, gas_id: CO2, avoided: false },
      { factor_id: 1, gas_id: CH4_FOSSIL, avoided: false },
      { factor_id: 1, gas_id: N2O, avoided: false },
      { factor_id: 2, gas_id: CO2, avoided: true },
      { factor_id: 2, gas_id: CH4_NON_FOSSIL, avoided: false },
      { factor_id: 2, gas_id: N2O, avoided: false },
    ]);
    expect(result.lines.map((line) => line.co2e_kg)).toEqual([
      expect.closeTo(8168, 9),
      expect.closeTo(9.7744, 9),
      expect.closeTo(17.472, 9),
      expect.closeTo(1890, 9),
      expect.closeTo(0.756, 9),
      expect.closeTo(0.546, 9),
    ]);
    expect(result.carbon_footprint).toBe(8.196548);
    expect(result.carbon_footprint_avoided).toBe(1.89);
  });

  it('keeps a gas value marked avoided itself apart, whatever its gas and its part', () => {
    const marked = values.map((value) =>
      value.factor_id === 2 && value.gas_id === N2O ? { ...value, avoided: true } : value,
    );
    const catalogue = catalogueOf([diesel, biodiesel, b20], marked);
    const result = calculateActivity(activityOn(3, { consumption: 1000, unit: US_GALLON }), catalogue);
    if (!result.ok) throw new Error(result.message);
    // The biodiesel N2O (0.546 kg CO2e) moves to the avoided side: 8,196.0024 kg and 1,890.546 kg.
    expect(result.lines.filter((line) => line.avoided).map((line) => line.gas_id)).toEqual([CO2, N2O]);
    expect(result.carbon_footprint).toBe(8.196002);
    expect(result.carbon_footprint_avoided).toBe(1.890546);
  });

  it('counts the CO2 of a part not avoided in the footprint', () => {
    const notAvoided = { ...b20, parts: b20.parts.map((part) => ({ ...part, avoided: false })) };
    const catalogue = catalogueOf([diesel, biodiesel, notAvoided], values);
    const result = calculateActivity(activityOn(3, { consumption: 1000, unit: US_GALLON }), catalogue);
    // 8,196.5484 + 1,890 = 10,086.5484 kg.
    expect(result).toMatchObject({ ok: true, carbon_footprint: 10.086548, carbon_footprint_avoided: 0 });
  });

  it('tells CO2 by its formula, however it is written', () => {
    expect(['CO2', 'co2', ' CO₂ ', 'C O2'].map(isCarbonDioxide)).toEqual([true, true, true, true]);
    expect(['CH4', 'N2O', 'CO', 'CO2e', undefined].map(isCarbonDioxide)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('calculateActivity: each line keeps what it applied', () => {
  // A blend of 80 % fossil diesel and 20 % biodiesel (avoided), its values per litre, recorded in US
  // gallons: every line converts 1 gal to 3.785411784 L and names the share, value, GWP and source.
  const fossil = plainFactor(1, 'Fossil diesel');
  const bio = plainFactor(2, 'Biodiesel');
  const blend: TCalcFactor = {
    id: 3,
    name: 'B20',
    derives: true,
    parts: [
      { factor_id: 1, percent: 80, avoided: false },
      { factor_id: 2, percent: 20, avoided: true },
    ],
  };
  const values = [
    gasValue(1, { gas_id: CO2, value: 2.68, uncertainty: 5 }),
    gasValue(1, { gas_id: CH4_FOSSIL, value: 0.00011, uncertainty: 60 }),
    gasValue(2, {
      gas_id: CO2,
      value: 2.5,
      uncertainty: 10,
      fountain: 'IPCC 2006',
      reference: 'IPCC 2006 Vol. 2',
    }),
    gasValue(2, { gas_id: CH4_NON_FOSSIL, value: 0.00033, uncertainty: 80 }),
  ];
  const catalogue = catalogueOf([fossil, bio, blend], values);
  const activity = activityOn(3, { consumption: 250, unit: US_GALLON, activity_uncertainty: 2 });

  it('gives each line’s kilograms as consumption × conversion × share × value × GWP of its own fields', () => {
    const result = calculateActivity(activity, catalogue);
    if (!result.ok) throw new Error(result.message);
    expect(result.lines).toHaveLength(4);
    for (const line of result.lines) {
      expect(line.quantity).toBe(activity.consumption * line.conversion);
      expect(line.gas_kg).toBeCloseTo(activity.consumption * line.conversion * line.share * line.value, 9);
      expect(line.co2e_kg).toBeCloseTo(
        activity.consumption * line.conversion * line.share * line.value * line.gwp,
        9,
      );
      expect(line.uncertainty).toBeCloseTo(
        Math.sqrt(line.value_uncertainty ** 2 + line.activity_uncertainty ** 2),
        12,
      );
    }
    // Biodiesel CH4: 250 gal × 3.785411784 L/gal × 0.2 × 0.00033 kg/L × 27.0 = 1.686401… kg CO2e.
    expect(result.lines[3]!.co2e_kg).toBeCloseTo(250 * 3.785411784 * 0.2 * 0.00033 * 27, 9);
  });

  it('names the gas, the value with its unit and source, the conversion, the share and the GWP with its report', () => {
    const result = calculateActivity(activity, catalogue);
    if (!result.ok) throw new Error(result.message);
    const [, fossilCh4, bioCo2] = result.lines;
    expect(fossilCh4).toMatchObject({
      gas_emission_id: values[1]!.id,
      gas_id: CH4_FOSSIL,
      gas_name: 'Fossil methane',
      gas_formula: 'CH4',
      factor_id: 1,
      share: 0.8,
      avoided: false,
      value: 0.00011,
      value_unit_id: LITRE.id,
      value_unit: 'L',
      conversion: 3.785411784,
      gwp: 29.8,
      gwp_report: 'AR6',
      value_uncertainty: 60,
      activity_uncertainty: 2,
      fountain: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
      reference: 'EPA GHG Emission Factors Hub 2024, Table 1',
    });
    expect(bioCo2).toMatchObject({
      gas_name: 'Carbon dioxide',
      share: 0.2,
      avoided: true,
      value: 2.5,
      conversion: 3.785411784,
      gwp: 1,
      fountain: 'IPCC 2006',
      reference: 'IPCC 2006 Vol. 2',
    });
  });

  it('converts nothing when the activity is in the value’s own unit', () => {
    const result = calculateActivity(activityOn(1, { consumption: 40 }), catalogue);
    if (!result.ok) throw new Error(result.message);
    expect(result.lines.map((line) => [line.conversion, line.quantity])).toEqual([
      [1, 40],
      [1, 40],
    ]);
  });
});

describe('calculateActivity: uncertainty of a line', () => {
  it('combines the gas value’s and the activity data’s uncertainty in quadrature (IPCC eq. 3.1)', () => {
    const catalogue = catalogueOf(
      [plainFactor(1, 'Diesel')],
      [
        gasValue(1, { gas_id: CO2, value: 2.5, uncertainty: 3 }),
        gasValue(1, { gas_id: N2O, value: 0.0001, uncertainty: 233.333 }),
      ],
    );
    const result = calculateActivity(activityOn(1, { activity_uncertainty: 4 }), catalogue);
    if (!result.ok) throw new Error(result.message);
    const [co2, n2o] = result.lines;
    // sqrt(3² + 4²) = 5; sqrt(233.333² + 4²) = sqrt(54,444.289 + 16) = 233.367283…
    expect(co2).toMatchObject({ uncertainty: 5, value_uncertainty: 3, activity_uncertainty: 4 });
    expect(n2o?.uncertainty).toBeCloseTo(233.367283, 6);
    expect(n2o).toMatchObject({ value_uncertainty: 233.333, activity_uncertainty: 4 });
  });

  it('leaves the gas value’s uncertainty alone when the activity data’s is not stated (0)', () => {
    const catalogue = catalogueOf([plainFactor(1, 'Diesel')], [gasValue(1, { value: 2.5, uncertainty: 7 })]);
    const result = calculateActivity(activityOn(1), catalogue);
    if (!result.ok) throw new Error(result.message);
    expect(result.lines[0]).toMatchObject({ uncertainty: 7, value_uncertainty: 7, activity_uncertainty: 0 });
  });

  it('lineUncertainty is the root of the sum of squares', () => {
    expect(lineUncertainty(0, 0)).toBe(0);
    expect(lineUncertainty(6, 8)).toBe(10);
    expect(lineUncertainty(0, 12.5)).toBe(12.5);
  });
});

describe('calculateActivity', () => {
  it('converts US gallons to litres, picks the value of the second validity range and keeps the avoided part apart', () => {
    // Fossil diesel 60 % (CO2 2.0 kg/L in 2023, 2.5 kg/L in 2024; CH4 0.0001 kg/L) and biodiesel 40 %
    // avoided (CO2 2.4 kg/L); 100 US gal on 2024-06-15.
    const fossil = plainFactor(1, 'Fossil diesel');
    const bio = plainFactor(2, 'Biodiesel');
    const blend: TCalcFactor = {
      id: 3,
      name: 'B40',
      derives: true,
      parts: [
        { factor_id: 1, percent: 60, avoided: false },
        { factor_id: 2, percent: 40, avoided: true },
      ],
    };
    const co2In2023 = gasValue(1, { value: 2.0, date_start: '2023-01-01', date_end: '2023-12-31' });
    const co2In2024 = gasValue(1, { value: 2.5, date_start: '2024-01-01', date_end: '2024-12-31' });
    const ch4 = gasValue(1, { gas_id: CH4_FOSSIL, value: 0.0001, uncertainty: 50 });
    const bioCo2 = gasValue(2, { value: 2.4, uncertainty: 10 });
    const catalogue = catalogueOf([fossil, bio, blend], [co2In2023, co2In2024, ch4, bioCo2]);

    const result = calculateActivity(activityOn(3, { unit: US_GALLON }), catalogue);
    if (!result.ok) throw new Error(result.message);

    // quantity = 100 gal × 3.785411784 L/gal = 378.5411784 L on every line.
    // fossil CO2: 378.5411784 × 0.6 × 2.5 = 567.8117676 kg (the 2023 value would give 454.24941408).
    // fossil CH4: 378.5411784 × 0.6 × 0.0001 = 0.022712470704 kg × 29.8 = 0.6768316270 kg CO2e.
    // bio CO2:    378.5411784 × 0.4 × 2.4 = 363.399531264 kg, avoided.
    // footprint = (567.8117676 + 0.6768316270) / 1000 = 0.5684885992 → 0.568489 t.
    // avoided   = 363.399531264 / 1000 = 0.363399531 → 0.363400 t.
    expect(result.lines).toHaveLength(3);
    const [fossilCo2, fossilCh4, biodieselCo2] = result.lines;
    expect(fossilCo2).toMatchObject({
      gas_emission_id: co2In2024.id,
      gas_id: CO2,
      factor_id: 1,
      share: 0.6,
      avoided: false,
      uncertainty: 5,
    });
    expect(fossilCo2?.quantity).toBeCloseTo(378.5411784, 6);
    expect(fossilCo2?.gas_kg).toBeCloseTo(567.8117676, 6);
    expect(fossilCo2?.co2e_kg).toBeCloseTo(567.8117676, 6);
    expect(fossilCh4).toMatchObject({ gas_emission_id: ch4.id, gas_id: CH4_FOSSIL, avoided: false });
    expect(fossilCh4?.gas_kg).toBeCloseTo(0.0227124707, 6);
    expect(fossilCh4?.co2e_kg).toBeCloseTo(0.6768316269, 6);
    expect(fossilCh4?.uncertainty).toBe(50);
    expect(biodieselCo2).toMatchObject({
      gas_emission_id: bioCo2.id,
      factor_id: 2,
      share: 0.4,
      avoided: true,
      uncertainty: 10,
    });
    expect(biodieselCo2?.quantity).toBeCloseTo(378.5411784, 6);
    expect(biodieselCo2?.co2e_kg).toBeCloseTo(363.399531264, 6);
    expect(result.carbon_footprint).toBe(0.568489);
    expect(result.carbon_footprint_avoided).toBe(0.3634);
  });

  it('treats a plain factor as one part of itself, share 1, and counts its avoided gas values apart', () => {
    const factor = plainFactor(1, 'Wood');
    const catalogue = catalogueOf(
      [factor],
      [gasValue(1, { gas_id: CH4_FOSSIL, value: 0.01 }), gasValue(1, { value: 1.5, avoided: true })],
    );
    const result = calculateActivity(activityOn(1, { consumption: 1000 }), catalogue);
    if (!result.ok) throw new Error(result.message);
    expect(result.lines.map(({ share, avoided, factor_id }) => ({ share, avoided, factor_id }))).toEqual([
      { share: 1, avoided: false, factor_id: 1 },
      { share: 1, avoided: true, factor_id: 1 },
    ]);
    // 1000 L × 0.01 × 29.8 = 298 kg; 1000 L × 1.5 = 1500 kg avoided.
    expect(result.carbon_footprint).toBe(0.298);
    expect(result.carbon_footprint_avoided).toBe(1.5);
  });

  it('ignores the parts listed on a factor that does not derive', () => {
    const factor: TCalcFactor = {
      ...plainFactor(1, 'Gas'),
      parts: [{ factor_id: 9, percent: 100, avoided: true }],
    };
    const result = calculateActivity(activityOn(1), catalogueOf([factor], [gasValue(1, { value: 2 })]));
    expect(result).toMatchObject({ ok: true, carbon_footprint: 0.2, carbon_footprint_avoided: 0 });
  });

  it('refuses an activity whose factor is not in the catalogue, naming its id', () => {
    expect(calculateActivity(activityOn(7), catalogueOf([], []))).toEqual({
      ok: false,
      field: 'emission_factor_id',
      message: 'validation.activity_factor_empty',
      params: { factor: '7' },
    });
  });

  it('refuses a plain factor with no gas value at all, naming it', () => {
    expect(calculateActivity(activityOn(1), catalogueOf([plainFactor(1, 'Empty')], []))).toEqual({
      ok: false,
      field: 'emission_factor_id',
      message: 'validation.activity_factor_empty',
      params: { factor: 'Empty' },
    });
  });

  it('refuses a blend whose part has no gas value at all, naming the part', () => {
    const blend: TCalcFactor = {
      id: 3,
      name: 'Blend',
      derives: true,
      parts: [
        { factor_id: 1, percent: 50, avoided: false },
        { factor_id: 2, percent: 50, avoided: false },
      ],
    };
    const catalogue = catalogueOf(
      [plainFactor(1, 'Full'), plainFactor(2, 'Empty part'), blend],
      [gasValue(1, { value: 1 })],
    );
    expect(calculateActivity(activityOn(3), catalogue)).toMatchObject({
      ok: false,
      field: 'emission_factor_id',
      message: 'validation.activity_factor_empty',
      params: { factor: 'Empty part' },
    });
  });

  it('refuses a blend with no parts, or with a part missing from the catalogue', () => {
    const noParts: TCalcFactor = { id: 3, name: 'No parts', derives: true, parts: [] };
    expect(calculateActivity(activityOn(3), catalogueOf([noParts], []))).toMatchObject({
      ok: false,
      field: 'emission_factor_id',
      params: { factor: 'No parts' },
    });
    const lostPart: TCalcFactor = {
      id: 3,
      name: 'Lost part',
      derives: true,
      parts: [{ factor_id: 8, percent: 100, avoided: false }],
    };
    expect(calculateActivity(activityOn(3), catalogueOf([lostPart], []))).toMatchObject({
      ok: false,
      field: 'emission_factor_id',
      message: 'validation.activity_factor_empty',
      params: { factor: '8' },
    });
  });

  it('refuses a date outside every validity range of the factor, on the date field', () => {
    const catalogue = catalogueOf(
      [plainFactor(1, 'Diesel 2023')],
      [gasValue(1, { value: 2, date_start: '2023-01-01', date_end: '2023-12-31' })],
    );
    expect(calculateActivity(activityOn(1, { date: '2024-01-01' }), catalogue)).toEqual({
      ok: false,
      field: 'date',
      message: 'validation.activity_no_gas_value',
      params: { factor: 'Diesel 2023' },
    });
  });

  it('refuses a date on which one gas of the factor has no value, though another has', () => {
    // The CO2 value ended in 2023 while the CH4 one goes on: counting the CH4 alone would hide the CO2.
    const catalogue = catalogueOf(
      [plainFactor(1, 'Diesel')],
      [
        gasValue(1, { value: 2, date_start: '2023-01-01', date_end: '2023-12-31' }),
        gasValue(1, { value: 0.001, gas_id: CH4_FOSSIL, date_start: '2023-01-01', date_end: '2099-12-31' }),
      ],
    );
    expect(calculateActivity(activityOn(1, { date: '2024-03-01' }), catalogue)).toEqual({
      ok: false,
      field: 'date',
      message: 'validation.activity_no_gas_value',
      params: { factor: 'Diesel' },
    });
    expect(calculateActivity(activityOn(1, { date: '2023-03-01' }), catalogue)).toMatchObject({ ok: true });
  });

  it('refuses a unit of another group than the valid value’s, on the unit field', () => {
    const catalogue = catalogueOf([plainFactor(1, 'Diesel')], [gasValue(1, { value: 2, unit: LITRE })]);
    expect(calculateActivity(activityOn(1, { unit: KILOGRAM }), catalogue)).toEqual({
      ok: false,
      field: 'unit_measurement_id',
      message: 'validation.activity_unit_group',
      params: { factor: 'Diesel' },
    });
  });

  it('checks only the values valid on the date for the unit', () => {
    // The 2023 value is per kg; the 2024 one per litre: an activity in litres in 2024 is fine.
    const catalogue = catalogueOf(
      [plainFactor(1, 'Diesel')],
      [
        gasValue(1, { value: 3, unit: KILOGRAM, date_start: '2023-01-01', date_end: '2023-12-31' }),
        gasValue(1, { value: 2, unit: LITRE, date_start: '2024-01-01', date_end: '2024-12-31' }),
      ],
    );
    expect(calculateActivity(activityOn(1), catalogue)).toMatchObject({ ok: true, carbon_footprint: 0.2 });
  });

  it('answers the first problem met, in the order of the parts', () => {
    const blend: TCalcFactor = {
      id: 3,
      name: 'Blend',
      derives: true,
      parts: [
        { factor_id: 1, percent: 50, avoided: false },
        { factor_id: 2, percent: 50, avoided: false },
      ],
    };
    const catalogue = catalogueOf(
      [plainFactor(1, 'Per kg'), plainFactor(2, 'Expired'), blend],
      [
        gasValue(1, { value: 1, unit: KILOGRAM }),
        gasValue(2, { value: 1, date_start: '2000-01-01', date_end: '2000-12-31' }),
      ],
    );
    expect(calculateActivity(activityOn(3), catalogue)).toMatchObject({
      field: 'unit_measurement_id',
      params: { factor: 'Per kg' },
    });
    const swapped = { ...blend, parts: [...blend.parts].reverse() };
    const reversedCatalogue = catalogueOf(
      [plainFactor(1, 'Per kg'), plainFactor(2, 'Expired'), swapped],
      [
        gasValue(1, { value: 1, unit: KILOGRAM }),
        gasValue(2, { value: 1, date_start: '2000-01-01', date_end: '2000-12-31' }),
      ],
    );
    expect(calculateActivity(activityOn(3), reversedCatalogue)).toMatchObject({
      field: 'date',
      params: { factor: 'Expired' },
    });
  });

  it('throws on a gas not loaded, its GWP unknown: the caller loads every gas its values name', () => {
    const catalogue = catalogueOf([plainFactor(1, 'Odd gas')], [gasValue(1, { gas_id: 99, value: 1 })]);
    expect(() => calculateActivity(activityOn(1), catalogue)).toThrow('Gas 99 was not loaded');
  });
});
