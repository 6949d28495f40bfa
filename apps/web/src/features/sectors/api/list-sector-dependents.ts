import type { TDependents } from '@huella/shared';
import { listDependents } from '../../../components/data/resource-api.ts';

/** `GET /api/sectors/dependents?ids=…`: the key indicators that keep a sector, before a delete. */
export function listSectorDependents(ids: number[]): Promise<TDependents | null> {
  return listDependents('/sectors', ids);
}
