import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZDependents,
  ZDependentsQuery,
  ZId,
  ZSource,
  ZSourceInput,
  ZListQuery,
  ZSourceForm,
  ZFormId,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroySources,
  createSource,
  destroySource,
  listSourceDependents,
  listSources,
  showSource,
  showSourceForm,
  updateSource,
} from './sources.service.ts';

const params = z.object({ source: ZId });

export const sourcesModule = defineModule({
  name: 'sources',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/sources',
      access: access.verified(),
      summary: 'Emission-source kinds (search on name)',
      query: ZListQuery,
      response: listEnvelope(ZSource),
      handle: ({ ctx, query, lang }) => listSources(ctx, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/sources/:source',
      access: access.verified(),
      summary: 'One source with its category ids',
      params,
      response: ZSource,
      handle: ({ ctx, params, lang }) => showSource(ctx, params.source, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/sources/:source/form',
      access: access.verified(),
      summary: 'The source form: the source (null for 0), its categories per standard, standards and types',
      params: z.object({ source: ZFormId }),
      response: ZSourceForm,
      handle: ({ ctx, params, lang }) => showSourceForm(ctx, params.source, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/sources',
      access: access.superAdmin(),
      summary: 'Create a source with categories of either standard',
      body: ZSourceInput,
      response: ZSource,
      status: 201,
      handle: ({ ctx, body, lang }) => createSource(ctx, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/sources/:source',
      access: access.superAdmin(),
      summary: 'Update a source and its categories',
      params,
      body: ZSourceInput,
      response: ZSource,
      handle: ({ ctx, params, body, lang }) => updateSource(ctx, params.source, body, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/sources/dependents',
      access: access.superAdmin(),
      summary:
        'What deleting these sources would do: the factors and key indicators that keep each one (asked before a delete)',
      query: ZDependentsQuery,
      response: ZDependents,
      handle: ({ ctx, query, lang }) => listSourceDependents(ctx, query.ids, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/sources/bulk/destroy',
      access: access.superAdmin(),
      summary: 'Delete sources, all or none (409 when one is in use)',
      body: ZBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, body, lang }) => bulkDestroySources(ctx, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/sources/:source',
      access: access.superAdmin(),
      summary: 'Delete a source (409 naming what uses it)',
      params,
      status: 204,
      handle: ({ ctx, params, lang }) => destroySource(ctx, params.source, lang),
    }),
  ],
});
