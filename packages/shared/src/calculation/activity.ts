import { gasValuesOn } from './gas-values.ts';
import { kgToTonnes, round6 } from './rounding.ts';
import type {
  TActivityCalculation,
  TCalcActivity,
  TCalcCatalogue,
  TCalcError,
  TCalcFactor,
  TCalcGas,
  TEmissionLine,
} from './types.ts';
import { conversionFactor } from './units.ts';

/** A plain factor whose values apply to the activity, with its share of the blend and whether it is biogenic. */
type TPart = { factor: TCalcFactor; share: number; avoided: boolean };

function factorEmpty(factor: string): TCalcError {
  return { field: 'emission_factor_id', message: 'validation.activity_factor_empty', params: { factor } };
}

/** The plain factors whose gas values apply: a blend's parts in order, or the factor itself. */
function partsOf(factor: TCalcFactor, catalogue: TCalcCatalogue): TPart[] | TCalcError {
  if (!factor.derives) return [{ factor, share: 1, avoided: false }];
  // A blend without parts has no value to apply: the same answer as a factor without values.
  if (factor.parts.length === 0) return factorEmpty(factor.name);
  const parts: TPart[] = [];
  for (const part of factor.parts) {
    const partFactor = catalogue.factor(part.factor_id);
    if (!partFactor) return factorEmpty(String(part.factor_id));
    parts.push({ factor: partFactor, share: part.percent / 100, avoided: part.avoided });
  }
  return parts;
}

/**
 * Whether a formula is carbon dioxide's, however it is written (`CO2`, `co2`, `CO₂`). A gas is told
 * apart by its formula rather than its code or name: several gases may share a formula (fossil and
 * non-fossil methane) and names are translated, while CO2 is CO2 whatever its origin.
 */
export function isCarbonDioxide(formula: string | undefined): boolean {
  if (formula === undefined) return false;
  return formula.replace(/\s+/g, '').replace(/₂/g, '2').toUpperCase() === 'CO2';
}

/**
 * A line's uncertainty in percent from the gas value's and the activity data's, independent errors
 * of a product combined in quadrature (IPCC 2006 Vol. 1 Ch. 3, Approach 1, equation 3.1).
 */
export function lineUncertainty(factorUncertainty: number, activityUncertainty: number): number {
  return Math.sqrt(factorUncertainty ** 2 + activityUncertainty ** 2);
}

function gasOf(catalogue: TCalcCatalogue, gasId: number): TCalcGas {
  const gas = catalogue.gas(gasId);
  // Every gas value names a gas the caller loaded, so a missing gas is a bug, not a user's mistake.
  if (gas === undefined) throw new Error(`Gas ${gasId} was not loaded (its GWP is unknown)`);
  return gas;
}

/** The lines of one part, or why the part cannot apply to the activity. */
function linesOfPart(
  part: TPart,
  activity: TCalcActivity,
  catalogue: TCalcCatalogue,
): TEmissionLine[] | TCalcError {
  const { factor, share } = part;
  const all = catalogue.gasValues(factor.id);
  if (all.length === 0) return factorEmpty(factor.name);
  const valid = gasValuesOn(all, activity.date);
  // Every gas the factor gives a value for needs one valid on the day: a factor whose CO2 value
  // ended while its CH4 value goes on must not quietly count the CH4 alone.
  const covered = new Set(valid.map((value) => value.gas_id));
  if (valid.length === 0 || all.some((value) => !covered.has(value.gas_id))) {
    return { field: 'date', message: 'validation.activity_no_gas_value', params: { factor: factor.name } };
  }
  const lines: TEmissionLine[] = [];
  for (const value of valid) {
    const conversion = conversionFactor(activity.unit, value.unit);
    if (conversion === null) {
      return {
        field: 'unit_measurement_id',
        message: 'validation.activity_unit_group',
        params: { factor: factor.name },
      };
    }
    const quantity = activity.consumption * conversion;
    const gas_kg = quantity * share * value.value;
    const gas = gasOf(catalogue, value.gas_id);
    // Only the CO2 of an avoided (biogenic) part is reported apart (GHG Protocol); its CH4 and N2O
    // stay in the footprint and its scope.
    const avoided = value.avoided || (part.avoided && isCarbonDioxide(gas.formula ?? undefined));
    lines.push({
      gas_emission_id: value.id,
      gas_id: value.gas_id,
      gas_name: gas.name,
      gas_formula: gas.formula,
      factor_id: factor.id,
      share,
      avoided,
      value: value.value,
      value_unit_id: value.unit.id,
      value_unit: value.unit.abbreviation,
      conversion,
      quantity,
      gas_kg,
      gwp: gas.gwp,
      gwp_report: gas.gwp_report,
      co2e_kg: gas_kg * gas.gwp,
      uncertainty: lineUncertainty(value.uncertainty, activity.activity_uncertainty),
      value_uncertainty: value.uncertainty,
      activity_uncertainty: activity.activity_uncertainty,
      fountain: value.fountain,
      reference: value.reference,
    });
  }
  return lines;
}

function tonnesOf(lines: readonly TEmissionLine[]): number {
  // Unrounded kg are summed first; only the total is rounded.
  return round6(kgToTonnes(lines.reduce((sum, line) => sum + line.co2e_kg, 0)));
}

/**
 * The emissions of one activity (DESIGN §4): for each part of its factor (the factor itself when it
 * is plain), each gas value valid on the activity's date gives one line; each gas of the part needs
 * one. The first problem met, in
 * the order of the parts, is answered instead, as a 422 on the field that can fix it.
 */
export function calculateActivity(activity: TCalcActivity, catalogue: TCalcCatalogue): TActivityCalculation {
  const factor = catalogue.factor(activity.factor_id);
  if (!factor) return { ok: false, ...factorEmpty(String(activity.factor_id)) };
  const parts = partsOf(factor, catalogue);
  if (!Array.isArray(parts)) return { ok: false, ...parts };
  const lines: TEmissionLine[] = [];
  for (const part of parts) {
    const partLines = linesOfPart(part, activity, catalogue);
    if (!Array.isArray(partLines)) return { ok: false, ...partLines };
    lines.push(...partLines);
  }
  return {
    ok: true,
    lines,
    carbon_footprint: tonnesOf(lines.filter((line) => !line.avoided)),
    carbon_footprint_avoided: tonnesOf(lines.filter((line) => line.avoided)),
  };
}
