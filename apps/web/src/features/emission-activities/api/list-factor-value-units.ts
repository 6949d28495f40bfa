import { listEnvelope, SELECTOR_PAGE_SIZE, ZEmissionFactor, ZGasEmission } from '@huella/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the gas values of a factor say about its activities: their units, and their types. */
export type TFactorValueUnits = { unitIds: number[]; typeIds: number[] };

/**
 * The units the gas values of a factor are given in (a blend's: its parts'), the units an activity's
 * unit must convert to, and the types of those values (operational, embedded): `GET
 * /api/emission-factors/{id}` (is it a blend, of which parts), then `GET /api/factors/{factor}/gases`
 * of each plain factor. Disabled while no factor is chosen.
 */
export function factorValueUnitsQuery(factorId: number | null) {
  return queryOptions({
    queryKey: ['gas-emissions', 'units-of-factor', factorId] as const,
    queryFn: async (): Promise<TFactorValueUnits> => {
      const factor = await api.get('/emission-factors/{id}', {
        params: { id: factorId! },
        parse: ZEmissionFactor.parse,
      });
      if (!factor) return { unitIds: [], typeIds: [] };
      const plain = factor.derives ? factor.factors.map((part) => part.id) : [factor.id];
      const values = await Promise.all(
        plain.map((id) =>
          api.get('/factors/{factor}/gases', {
            params: { factor: id },
            query: { page: 1, per_page: SELECTOR_PAGE_SIZE },
            parse: listEnvelope(ZGasEmission).parse,
          }),
        ),
      );
      const rows = values.flatMap((list) => list?.data ?? []);
      return {
        unitIds: [...new Set(rows.map((value) => value.unit_measurement_id))],
        typeIds: [...new Set(rows.flatMap((value) => (value.type_id === null ? [] : [value.type_id])))],
      };
    },
    enabled: factorId !== null,
    staleTime: 60_000,
  });
}
