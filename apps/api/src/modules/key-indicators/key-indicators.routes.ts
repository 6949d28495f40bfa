import { z } from 'zod';
import {
  ZBulkDestroyResult,
  ZBulkDestroy,
  ZId,
  ZKeyIndicator,
  ZKeyIndicatorInput,
  ZKeyIndicatorListQuery,
  listEnvelope,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import {
  bulkDestroyKeyIndicators,
  createKeyIndicator,
  destroyKeyIndicator,
  listKeyIndicators,
  showKeyIndicator,
  updateKeyIndicator,
} from './key-indicators.service.ts';

const params = z.object({ key_indicator: ZId });

export const keyIndicatorsModule = defineModule({
  name: 'key-indicators',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/key-indicators',
      access: access.verified(),
      summary:
        'Key indicators (search on either name; filters source_id, sector_id; sorted by the name in the reader’s language)',
      query: ZKeyIndicatorListQuery,
      response: listEnvelope(ZKeyIndicator),
      handle: ({ ctx, query, lang }) => listKeyIndicators(ctx, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/key-indicators/:key_indicator',
      access: access.verified(),
      summary: 'One key indicator',
      params,
      response: ZKeyIndicator,
      handle: ({ ctx, params, lang }) => showKeyIndicator(ctx, params.key_indicator, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/key-indicators',
      access: access.superAdmin(),
      summary: 'Create a key indicator',
      body: ZKeyIndicatorInput,
      response: ZKeyIndicator,
      status: 201,
      handle: ({ ctx, body, lang }) => createKeyIndicator(ctx, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/key-indicators/:key_indicator',
      access: access.superAdmin(),
      summary: 'Update a key indicator and its sources (one sent without `name_en` keeps its English name)',
      params,
      body: ZKeyIndicatorInput,
      response: ZKeyIndicator,
      handle: ({ ctx, params, body, lang }) => updateKeyIndicator(ctx, params.key_indicator, body, lang),
    }),
    endpoint({
      method: 'DELETE',
      path: '/key-indicators/bulk/destroy',
      access: access.superAdmin(),
      summary: 'Delete key indicators, all or none',
      body: ZBulkDestroy,
      response: ZBulkDestroyResult,
      handle: ({ ctx, body }) => bulkDestroyKeyIndicators(ctx, body),
    }),
    endpoint({
      method: 'DELETE',
      path: '/key-indicators/:key_indicator',
      access: access.superAdmin(),
      summary: 'Delete a key indicator',
      params,
      status: 204,
      handle: ({ ctx, params }) => destroyKeyIndicator(ctx, params.key_indicator),
    }),
  ],
});
