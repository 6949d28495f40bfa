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
      summary: 'Sectors (search on either name; sorted by the name in the reader’s language)',
      query: ZListQuery,
      response: listEnvelope(ZSector),
      handle: ({ ctx, query, lang }) => listSectors(ctx, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/sectors/:sector',
      access: access.verified(),
      summary: 'One sector',
      params,
      response: ZSector,
      handle: ({ ctx, params, lang }) => showSector(ctx, params.sector, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/sectors',
      access: access.superAdmin(),
      summary: 'Create a sector',
      body: ZSectorInput,
      response: ZSector,
      status: 201,
      handle: ({ ctx, body, lang }) => createSector(ctx, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/sectors/:sector',
      access: access.superAdmin(),
      summary: 'Update a sector (one sent without `name_en` keeps its English name)',
      params,
      body: ZSectorInput,
      response: ZSector,
      handle: ({ ctx, params, body, lang }) => updateSector(ctx, params.sector, body, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/sectors/dependents',
      access: access.superAdmin(),
      summary:
        'What deleting these sectors would do: the key indicators that keep each one (asked before a delete)',
      query: ZDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, query, lang }) => listSectorDependents(ctx, query.ids, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/sectors/bulk/destroy',
      access: access.superAdmin(),
      summary: 'Delete sectors, all or none (409 when one has key indicators)',
      body: ZBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, body, lang }) => bulkDestroySectors(ctx, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/sectors/:sector',
      access: access.superAdmin(),
      summary: 'Delete a sector (409 naming its key indicators)',
      params,
      status: 204,
      handle: ({ ctx, params, lang }) => destroySector(ctx, params.sector, lang),
    }),
  ],
});
