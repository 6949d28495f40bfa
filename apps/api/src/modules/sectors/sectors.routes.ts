import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZSector,
  ZSectorInput,
  ZListQuery,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroySectors,
  createSector,
  destroySector,
  listSectorDependents,
  listSectors,
  showSector,
  updateSector,
} from './sectors.service.ts';

const params = z.object({ sector: ZId });

export const sectorsModule = defineModule({
  name: 'sectors',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/sectors',
      access: access.verified(),
      summary: 'Sectors (search on name)',
      query: ZListQuery,
      response: listEnvelope(ZSector),
      handle: ({ ctx, query }) => listSectors(ctx, query),
    }),
    endpoint({
      method: 'GET',
      path: '/sectors/:sector',
      access: access.verified(),
      summary: 'One sector',
      params,
      response: ZSector,
      handle: ({ ctx, params }) => showSector(ctx, params.sector),
    }),
    endpoint({
      method: 'POST',
      path: '/sectors',
      access: access.superAdmin(),
      summary: 'Create a sector',
      body: ZSectorInput,
      response: ZSector,
      status: 201,
      handle: ({ ctx, body }) => createSector(ctx, body),
    }),
    endpoint({
      method: 'PUT',
      path: '/sectors/:sector',
      access: access.superAdmin(),
      summary: 'Update a sector',
      params,
      body: ZSectorInput,
      response: ZSector,
      handle: ({ ctx, params, body }) => updateSector(ctx, params.sector, body),
    }),
    endpoint({
      method: 'GET',
      path: '/sectors/dependents',
      access: access.superAdmin(),
      summary:
        'What deleting these sectors would do: the key indicators that keep each one (asked before a delete)',
      query: ZDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, query }) => listSectorDependents(ctx, query.ids),
    }),
    endpoint({
      method: 'DELETE',
      path: '/sectors/bulk/destroy',
      access: access.superAdmin(),
      summary: 'Delete sectors, all or none (409 when one has key indicators)',
      body: ZBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, body }) => bulkDestroySectors(ctx, body),
    }),
    endpoint({
      method: 'DELETE',
      path: '/sectors/:sector',
      access: access.superAdmin(),
      summary: 'Delete a sector (409 naming its key indicators)',
      params,
      status: 204,
      handle: ({ ctx, params }) => destroySector(ctx, params.sector),
    }),
  ],
});
