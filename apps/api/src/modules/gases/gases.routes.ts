import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZGas,
  ZGasInput,
  ZListQuery,
  listEnvelope,
  ZCatalogueVersions,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyGases,
  createGas,
  destroyGas,
  listGasDependents,
  listGases,
  showGas,
  updateGas,
  gasVersions,
} from './gases.service.ts';

const params = z.object({ gas: ZId });

export const gasesModule = defineModule({
  name: 'gases',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/gases',
      access: access.verified(),
      summary: 'Gases (search on name and formula)',
      query: ZListQuery,
      response: listEnvelope(ZGas),
      handle: ({ ctx, query, lang }) => listGases(ctx, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/gases/:gas',
      access: access.verified(),
      summary: 'One gas',
      params,
      response: ZGas,
      handle: ({ ctx, params, lang }) => showGas(ctx, params.gas, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/gases',
      access: access.superAdmin(),
      summary: 'Create a gas',
      body: ZGasInput,
      response: ZGas,
      status: 201,
      handle: ({ ctx, body, lang }) => createGas(ctx, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/gases/:gas',
      access: access.superAdmin(),
      summary: 'Update a gas; a changed GWP (pc) is queued for recalculation',
      params,
      body: ZGasInput,
      response: ZGas,
      handle: ({ ctx, params, body, user, lang }) => updateGas(ctx, params.gas, body, user, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/gases/:gas/versions',
      access: access.verified(),
      summary:
        'The gas’s history: its current version, then each earlier one (name, formula, GWP and its IPCC report) with when it was replaced and by whom',
      params,
      response: ZCatalogueVersions,
      handle: ({ ctx, params }) => gasVersions(ctx, params.gas),
    }),
    endpoint({
      method: 'GET',
      path: '/gases/dependents',
      access: access.superAdmin(),
      summary:
        'What deleting these gases would do: the gas values that keep each one (asked before a delete)',
      query: ZDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, query, lang }) => listGasDependents(ctx, query.ids, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/gases/bulk/destroy',
      access: access.superAdmin(),
      summary: 'Delete gases, all or none (409 when one is in use)',
      body: ZBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, body, lang }) => bulkDestroyGases(ctx, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/gases/:gas',
      access: access.superAdmin(),
      summary: 'Delete a gas (409 naming what uses it)',
      params,
      status: 204,
      handle: ({ ctx, params, lang }) => destroyGas(ctx, params.gas, lang),
    }),
  ],
});
