import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZUnitMeasurement,
  ZUnitMeasurementInput,
  ZListQuery,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyUnitMeasurements,
  createUnitMeasurement,
  destroyUnitMeasurement,
  listUnitMeasurementDependents,
  listUnitMeasurements,
  showUnitMeasurement,
  updateUnitMeasurement,
} from './unit-measurements.service.ts';

const params = z.object({ unit_measurement: ZId });

export const unitMeasurementsModule = defineModule({
  name: 'unit-measurements',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/unit-measurements',
      access: access.verified(),
      summary: 'Unit measurements (search on name, abbreviation and group)',
      query: ZListQuery,
      response: listEnvelope(ZUnitMeasurement),
      handle: ({ ctx, query, lang }) => listUnitMeasurements(ctx, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/unit-measurements/:unit_measurement',
      access: access.verified(),
      summary: 'One unit',
      params,
      response: ZUnitMeasurement,
      handle: ({ ctx, params, lang }) => showUnitMeasurement(ctx, params.unit_measurement, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/unit-measurements',
      access: access.superAdmin(),
      summary: 'Create a unit',
      body: ZUnitMeasurementInput,
      response: ZUnitMeasurement,
      status: 201,
      handle: ({ ctx, body, lang }) => createUnitMeasurement(ctx, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/unit-measurements/:unit_measurement',
      access: access.superAdmin(),
      summary: 'Update a unit; a changed conversion factor is queued for recalculation',
      params,
      body: ZUnitMeasurementInput,
      response: ZUnitMeasurement,
      handle: ({ ctx, params, body, lang }) =>
        updateUnitMeasurement(ctx, params.unit_measurement, body, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/unit-measurements/dependents',
      access: access.superAdmin(),
      summary:
        'What deleting these units would do: the gas values and key indicators that keep each one (asked before a delete)',
      query: ZDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, query, lang }) => listUnitMeasurementDependents(ctx, query.ids, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/unit-measurements/bulk/destroy',
      access: access.superAdmin(),
      summary: 'Delete units, all or none (409 when one is in use)',
      body: ZBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, body, lang }) => bulkDestroyUnitMeasurements(ctx, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/unit-measurements/:unit_measurement',
      access: access.superAdmin(),
      summary: 'Delete a unit (409 naming what uses it)',
      params,
      status: 204,
      handle: ({ ctx, params, lang }) => destroyUnitMeasurement(ctx, params.unit_measurement, lang),
    }),
  ],
});
