import { listEnvelope, SELECTOR_PAGE_SIZE, ZGasRef, ZType, ZUnitMeasurementRef } from '@huella/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listResource } from '../../../components/data/resource-api.ts';

/** The choices of the gas-value form: gases, units (first 100) and the emission-source types. */
export function useGasEmissionOptions() {
  return useQuery({
    queryKey: ['gas-emissions', 'options'] as const,
    queryFn: async () => {
      const query = { page: 1, per_page: SELECTOR_PAGE_SIZE };
      const [gases, units, types] = await Promise.all([
        listResource('/gases', ZGasRef, query),
        listResource('/unit-measurements', ZUnitMeasurementRef, query),
        api.get('/types/{group}', { params: { group: 'emission_source' }, parse: listEnvelope(ZType).parse }),
      ]);
      return { gases: gases?.data ?? [], units: units?.data ?? [], types: types?.data ?? [] };
    },
    staleTime: 60_000,
  });
}
