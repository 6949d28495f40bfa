import { ZEmissionSource, type TEmissionSource, type TEmissionSourceInput } from '@huella/shared';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/emission-sources` (422 on a field: a code the company already uses, a factor of another category…). */
export function createEmissionSource(input: TEmissionSourceInput): Promise<TEmissionSource | null> {
  return api.post('/emission-sources', input, { parse: ZEmissionSource.parse });
}
