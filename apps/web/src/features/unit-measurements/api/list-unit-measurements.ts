import { ZUnitMeasurement, type TUnitMeasurement, type TList } from '@huella/shared';
import { listResource } from '../../../components/data/resource-api.ts';

export const unitMeasurementsKeys = {
  all: ['unit-measurements'] as const,
  list: (query: object) => ['unit-measurements', 'list', query] as const,
  detail: (id: number) => ['unit-measurements', 'detail', id] as const,
};

export type TUnitMeasurementsQuery = {
  page: number;
  per_page: number;
  search?: string;
};

/** `GET /api/unit-measurements` (page, per_page, search). */
export function listUnitMeasurements(query: TUnitMeasurementsQuery): Promise<TList<TUnitMeasurement> | null> {
  return listResource('/unit-measurements', ZUnitMeasurement, query);
}
