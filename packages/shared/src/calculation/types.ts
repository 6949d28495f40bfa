// The calculation's view of the catalogue and of an activity (DESIGN §4). Pure data: the API reads
// the rows from the database, the tests build them by hand, and the functions of this folder turn
// them into emissions. Quantities of gas are in kg; footprints answered to users are in t CO2e.

/** A unit of activity data: `factor` converts one of it into the base unit of its `group`. */
export type TCalcUnit = {
  id: number;
  /** volume, mass, energy…; null for a unit in no group (it converts only to itself). */
  group: string | null;
  factor: number;
  /** How the unit is written (`L`, `gal`, `kWh`); null when it has no abbreviation. */
  abbreviation: string | null;
};

/** One per-gas value of a factor (a `gas_emissions` row): kg of the gas per one `unit`. */
export type TCalcGasValue = {
  id: number;
  factor_id: number;
  gas_id: number;
  unit: TCalcUnit;
  value: number;
  /** Half-width of the 95 % confidence interval, in percent. */
  uncertainty: number;
  /** First and last day of validity, `YYYY-MM-DD`, both included. */
  date_start: string;
  date_end: string;
  avoided: boolean;
  /** Where the value was published (URL or text). */
  fountain: string;
  /** The publication's name and year. */
  reference: string;
};

/** A gas as the calculation applies it: its name and formula, and its GWP-100 with its report. */
export type TCalcGas = {
  name: string;
  /** `gases.formula`: what tells CO2 apart in an avoided part, and one methane from another with the name. */
  formula: string | null;
  /** The 100-year global warming potential (`gases.pc`). */
  gwp: number;
  /** The IPCC assessment report the GWP comes from (`AR6`, `AR5`, `AR4`). */
  gwp_report: string;
};

/** A part of a derived factor: another (plain) factor, its share in percent, avoided or not. */
export type TCalcPart = { factor_id: number; percent: number; avoided: boolean };

/** An emission factor: plain (its own gas values) or derived (a blend of plain factors). */
export type TCalcFactor = {
  id: number;
  name: string;
  derives: boolean;
  /** The blend's parts when `derives`; ignored otherwise. */
  parts: TCalcPart[];
};

/** What the calculation looks up. Every id it is given names a row the caller loaded. */
export type TCalcCatalogue = {
  factor(id: number): TCalcFactor | undefined;
  /** Every gas value of a plain factor, whatever its validity. */
  gasValues(factorId: number): readonly TCalcGasValue[];
  /** A gas a gas value names. */
  gas(gasId: number): TCalcGas | undefined;
};

/** What an activity says: how much, in which unit, on which day, on which factor. */
export type TCalcActivity = {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Greater than 0, in `unit`. */
  consumption: number;
  unit: TCalcUnit;
  /** The factor recorded (or the one of the activity's emission source). */
  factor_id: number;
  /**
   * How well the consumption is known: the activity data's uncertainty in percent (its emission
   * source's; 0 when not stated, as for an activity recorded directly against a factor).
   */
  activity_uncertainty: number;
};

/**
 * One gas value applied to one activity (an `activity_emissions` row): the activity's consumption in
 * the value's unit, times the part's share, times the value, times the gas's GWP. The line keeps what
 * it applied (DESIGN §4), so its kilograms can be worked again by hand from its own fields:
 * `co2e_kg = consumption × conversion × share × value × gwp`.
 */
export type TEmissionLine = {
  gas_emission_id: number;
  gas_id: number;
  /** The gas's name and formula when computed (both methanes are CH4: the name tells them apart). */
  gas_name: string;
  gas_formula: string | null;
  /** The plain factor whose value this is (the blend's part, or the activity's factor itself). */
  factor_id: number;
  /** The part's share, 0–1 (1 for a plain factor). */
  share: number;
  /**
   * Counted apart, never in the footprint: the CO2 of a blend part marked avoided (biogenic CO2), or
   * any gas value marked avoided itself.
   */
  avoided: boolean;
  /** The gas value applied: kg of the gas per one of its unit. */
  value: number;
  /** The gas value's unit, and its abbreviation when computed. */
  value_unit_id: number;
  value_unit: string | null;
  /** One of the activity's unit in the value's unit (1 when they are the same unit). */
  conversion: number;
  /** The activity's consumption converted into the gas value's unit: consumption × conversion. */
  quantity: number;
  /** kg of the gas: quantity × share × value. */
  gas_kg: number;
  /** The gas's GWP-100 applied, and the IPCC assessment report it comes from. */
  gwp: number;
  gwp_report: string;
  /** kg CO2e: gas_kg × GWP. Unrounded. */
  co2e_kg: number;
  /**
   * The line's uncertainty in percent: the gas value's and the activity data's combined in
   * quadrature, `sqrt(value_uncertainty² + activity_uncertainty²)`. Unrounded.
   */
  uncertainty: number;
  /** The gas value's uncertainty, in percent. */
  value_uncertainty: number;
  /** The activity data's uncertainty, in percent. */
  activity_uncertainty: number;
  /** Where the gas value was published, and the publication's name and year, when computed. */
  fountain: string;
  reference: string;
};

/** Why an activity cannot be calculated: a 422 on the field, naming the factor. */
export type TCalcError = {
  field: 'unit_measurement_id' | 'date' | 'emission_factor_id';
  /** A key of the shared messages. */
  message:
    | 'validation.activity_unit_group'
    | 'validation.activity_no_gas_value'
    | 'validation.activity_factor_empty';
  params: { factor: string };
};

export type TActivityCalculation =
  | {
      ok: true;
      lines: TEmissionLine[];
      /** t CO2e of the lines not avoided, rounded to 6 decimals. */
      carbon_footprint: number;
      /** t CO2e of the avoided lines, rounded to 6 decimals. */
      carbon_footprint_avoided: number;
    }
  | ({ ok: false } & TCalcError);

/**
 * An emission as the aggregation sees it: which uncertainty line it belongs to (one gas value
 * within one inventory item, DESIGN §4), its kg CO2e and the line's uncertainty in percent.
 */
export type TLineEmission = {
  line: string;
  co2e_kg: number;
  uncertainty: number;
  avoided: boolean;
};

/** A total as answered: t CO2e rounded to 6 decimals, uncertainty in percent rounded to 3. */
export type TFootprint = {
  carbon_footprint: number;
  carbon_footprint_avoided: number;
  uncertainty: number;
};

/**
 * The unrounded sums behind a `TFootprint`. Sums of groups made of whole lines add up field by
 * field into the sums of their union, so a total can be built from its parts and rounded once.
 */
export type TFootprintSums = {
  /** kg CO2e of the emissions not avoided. */
  co2e_kg: number;
  /** kg CO2e of the avoided emissions. */
  avoided_kg: number;
  /** Σ over the lines not avoided of the line's squared half-width in kg², the spec's `aux`. */
  aux: number;
};
