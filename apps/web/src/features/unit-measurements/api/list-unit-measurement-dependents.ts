import type { TDependents } from '@huella/shared';
import { listDependents } from '../../../components/data/resource-api.ts';

/** `GET /api/unit-measurements/dependents?ids=…`: the gas values and key indicators that keep a unit, before a delete. */
export function listUnitMeasurementDependents(ids: number[]): Promise<TDependents | null> {
  return listDependents('/unit-measurements', ids);
}
