import type { TDependents } from '@huella/shared';
import { listDependents } from '../../../components/data/resource-api.ts';

/** `GET /api/gases/dependents?ids=…`: the gas values that keep a gas, before a delete. */
export function listGasDependents(ids: number[]): Promise<TDependents | null> {
  return listDependents('/gases', ids);
}
