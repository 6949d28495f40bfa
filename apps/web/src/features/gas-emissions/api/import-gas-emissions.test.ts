import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { importRowFailures } from './import-gas-emissions.ts';

describe('importRowFailures', () => {
  it('lists the failing rows of a refused import by row', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: 'Check the file.',
      errors: { 'rows.5.gas': ['Unknown gas.'], 'rows.2.value': ['Required.'], file: ['x'] },
    });
    expect(importRowFailures(error)).toEqual([
      { row: 2, attribute: 'value', errors: ['Required.'] },
      { row: 5, attribute: 'gas', errors: ['Unknown gas.'] },
    ]);
  });
});
