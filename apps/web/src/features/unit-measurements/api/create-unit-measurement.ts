import type { TUnitMeasurement, TUnitMeasurementInput } from '@huella/shared';
import { createResource } from '../../../components/data/resource-api.ts';

/** `POST /api/unit-measurements`. */
export function createUnitMeasurement(input: TUnitMeasurementInput): Promise<TUnitMeasurement | null> {
  return createResource<TUnitMeasurement>('/unit-measurements', input);
}
