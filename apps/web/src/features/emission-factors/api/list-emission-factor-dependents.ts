import type { TDependents } from '@huella/shared';
import { listDependents } from '../../../components/data/resource-api.ts';

/** `GET /api/emission-factors/dependents?ids=…`: the gas values that go with a factor, the blends that keep it, before a delete. */
export function listEmissionFactorDependents(ids: number[]): Promise<TDependents | null> {
  return listDependents('/emission-factors', ids);
}
