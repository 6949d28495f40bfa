import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZEmissionFactor,
  ZEmissionFactorInput,
  ZEmissionFactorListQuery,
  ZFactorOption,
  ZFactorOptionsQuery,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyEmissionFactors,
  createEmissionFactor,
  destroyEmissionFactor,
  listEmissionFactorDependents,
  listEmissionFactors,
  listFactorOptions,
  showEmissionFactor,
  updateEmissionFactor,
} from './emission-factors.service.ts';

const params = z.object({ emission_factor: ZId });

export const emissionFactorsModule = defineModule({
  name: 'emission-factors',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/emission-factors',
      access: access.verified(),
      summary: 'Emission factors with their parts (search on name; filter source_id)',
      query: ZEmissionFactorListQuery,
      response: listEnvelope(ZEmissionFactor),
      handle: ({ ctx, query, lang }) => listEmissionFactors(ctx, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/factors',
      access: access.verified(),
      summary: 'Factors for selectors: id, name, source_id, derives (filters source_id, derives)',
      query: ZFactorOptionsQuery,
      response: listEnvelope(ZFactorOption),
      handle: ({ ctx, query, lang }) => listFactorOptions(ctx, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-factors/:emission_factor',
      access: access.verified(),
      summary: 'One emission factor with its parts',
      params,
      response: ZEmissionFactor,
      handle: ({ ctx, params, lang }) => showEmissionFactor(ctx, params.emission_factor, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/emission-factors',
      access: access.superAdmin(),
      summary: 'Create an emission factor (derived: parts summing to exactly 100)',
      body: ZEmissionFactorInput,
      response: ZEmissionFactor,
      status: 201,
      handle: ({ ctx, body, lang }) => createEmissionFactor(ctx, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/emission-factors/:emission_factor',
      access: access.superAdmin(),
      summary: 'Update an emission factor; changed parts are queued for recalculation',
      params,
      body: ZEmissionFactorInput,
      response: ZEmissionFactor,
      handle: ({ ctx, params, body, lang }) => updateEmissionFactor(ctx, params.emission_factor, body, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/emission-factors/dependents',
      access: access.superAdmin(),
      summary:
        'What deleting these factors would do: their gas values go too; a blend using one keeps it (asked before a delete)',
      query: ZDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, query, lang }) => listEmissionFactorDependents(ctx, query.ids, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-factors/bulk/destroy',
      access: access.superAdmin(),
      summary: 'Delete emission factors, all or none (409 when one is a part of a derived factor)',
      body: ZBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, body, lang }) => bulkDestroyEmissionFactors(ctx, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/emission-factors/:emission_factor',
      access: access.superAdmin(),
      summary: 'Delete an emission factor (409 naming the derived factors using it)',
      params,
      status: 204,
      handle: ({ ctx, params, lang }) => destroyEmissionFactor(ctx, params.emission_factor, lang),
    }),
  ],
});
