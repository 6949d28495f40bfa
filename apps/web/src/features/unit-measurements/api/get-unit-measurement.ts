import { ZUnitMeasurement, type TUnitMeasurement } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResource } from '../../../components/data/resource-api.ts';
import { unitMeasurementsKeys } from './list-unit-measurements.ts';

/** `GET /api/unit-measurements/{id}`; id 0 (a new record) resolves to null without a call. */
export function getUnitMeasurement(id: number): Promise<TUnitMeasurement | null> {
  return getResource('/unit-measurements', ZUnitMeasurement, id);
}

export function unitMeasurementQuery(id: number) {
  return queryOptions({ queryKey: unitMeasurementsKeys.detail(id), queryFn: () => getUnitMeasurement(id) });
}

export function useUnitMeasurement(id: number) {
  return useQuery(unitMeasurementQuery(id));
}
