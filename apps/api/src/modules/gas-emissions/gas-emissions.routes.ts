import { z } from 'zod';
import {
  ZId,
  ZGasEmission,
  ZGasEmissionImportFields,
  ZGasEmissionImportResult,
  ZGasEmissionInput,
  ZGasEmissionListQuery,
  ZGasEmissionTemplateQuery,
  ZImportFailure,
  listEnvelope,
  ZCatalogueVersions,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { MAX_IMAGE_BYTES } from '../../lib/multipart.ts';
import { asFile, refused, XLSX_TYPE } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { gasEmissionTemplate, importGasEmissions } from './gas-emissions.import.ts';
import {
  createGasEmission,
  destroyGasEmission,
  listFactorGasEmissions,
  showGasEmission,
  updateGasEmission,
  gasEmissionVersions,
} from './gas-emissions.service.ts';

const params = z.object({ gas_emission: ZId });

export const gasEmissionsModule = defineModule({
  name: 'gas-emissions',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/factors/:factor/gases',
      access: access.verified(),
      summary: 'The gas values of a factor (search on gas and reference)',
      params: z.object({ factor: ZId }),
      query: ZGasEmissionListQuery,
      response: listEnvelope(ZGasEmission),
      handle: ({ ctx, params, query, lang }) => listFactorGasEmissions(ctx, params.factor, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/gas-emissions/import/template',
      access: access.superAdmin(),
      summary: 'The xlsx import template of a factor, with dropdowns of gases, units and types',
      query: ZGasEmissionTemplateQuery,
      file: { produces: [XLSX_TYPE] },
      handle: async ({ ctx, query, lang, reply }) => {
        const { filename, bytes } = await gasEmissionTemplate(ctx, query.factor_id, lang);
        return asFile(reply, XLSX_TYPE, filename).send(bytes);
      },
    }),
    endpoint({
      method: 'POST',
      path: '/gas-emissions/import',
      access: access.superAdmin(),
      summary:
        'Import gas values into a factor from its template filled in, as xlsx, xls or csv (multipart: factor_id, file); all or none',
      upload: { fields: ZGasEmissionImportFields, file: 'file', maxBytes: MAX_IMAGE_BYTES },
      response: ZGasEmissionImportResult,
      errors: { 422: ZImportFailure },
      handle: async ({ ctx, upload, lang, reply }) => {
        const outcome = await importGasEmissions(ctx, upload.fields.factor_id, upload.file, lang);
        return outcome.ok ? outcome.result : refused(reply, 422, outcome.failure);
      },
    }),
    endpoint({
      method: 'GET',
      path: '/gas-emissions/:gas_emission',
      access: access.verified(),
      summary: 'One gas value',
      params,
      response: ZGasEmission,
      handle: ({ ctx, params, lang }) => showGasEmission(ctx, params.gas_emission, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/gas-emissions',
      access: access.superAdmin(),
      summary:
        'Create a gas value (its validity may not overlap another of the same factor and gas, whatever its unit)',
      body: ZGasEmissionInput,
      response: ZGasEmission,
      status: 201,
      handle: ({ ctx, body, lang }) => createGasEmission(ctx, body, lang),
    }),
    endpoint({
      method: 'PUT',
      path: '/gas-emissions/:gas_emission',
      access: access.superAdmin(),
      summary: 'Update a gas value; a change the calculation reads is queued for recalculation',
      params,
      body: ZGasEmissionInput,
      response: ZGasEmission,
      handle: ({ ctx, params, body, user, lang }) =>
        updateGasEmission(ctx, params.gas_emission, body, user, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/gas-emissions/:gas_emission/versions',
      access: access.verified(),
      summary:
        'The gas value’s history: its current version (unless deleted), then each earlier one with when it was replaced (changed or deleted) and by whom',
      params,
      response: ZCatalogueVersions,
      handle: ({ ctx, params }) => gasEmissionVersions(ctx, params.gas_emission),
    }),
    endpoint({
      method: 'DELETE',
      path: '/gas-emissions/:gas_emission',
      access: access.superAdmin(),
      summary: 'Delete a gas value',
      params,
      status: 204,
      handle: ({ ctx, params, user }) => destroyGasEmission(ctx, params.gas_emission, user),
    }),
  ],
});
