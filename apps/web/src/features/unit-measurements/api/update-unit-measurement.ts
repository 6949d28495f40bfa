import type { TUnitMeasurement, TUnitMeasurementInput } from '@huella/shared';
import { updateResource } from '../../../components/data/resource-api.ts';

/** `PUT /api/unit-measurements/{id}`. */
export function updateUnitMeasurement(
  id: number,
  input: TUnitMeasurementInput,
): Promise<TUnitMeasurement | null> {
  return updateResource<TUnitMeasurement>('/unit-measurements', id, input);
}
