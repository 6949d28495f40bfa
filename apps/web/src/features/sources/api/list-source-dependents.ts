import type { TDependents } from '@huella/shared';
import { listDependents } from '../../../components/data/resource-api.ts';

/** `GET /api/sources/dependents?ids=…`: the factors and key indicators that keep a source, before a delete. */
export function listSourceDependents(ids: number[]): Promise<TDependents | null> {
  return listDependents('/sources', ids);
}
