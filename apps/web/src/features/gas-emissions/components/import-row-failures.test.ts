import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { importRowFailures } from './import-row-failures.ts';

describe('importRowFailures', () => {
  it('lists the failing rows of a refused import by row', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: 'Check the file.',
      errors: { 'rows.5.gas': ['Unknown gas.'], 'rows.2.value': ['Required.'], file: ['x'] },
    });
    expect(importRowFailures(error)).toEqual([
      { row: 2, attribute: 'value', errors: ['Required.'], value: null },
      { row: 5, attribute: 'gas', errors: ['Unknown gas.'], value: null },
    ]);
  });

  it('adds the value of the failing cell when the answer lists the rows', () => {
    const rows = [
      { row: 3, attribute: 'gas', errors: ['Unknown gas.'], values: { gas: 'Xenon', value: 2 } },
      { row: 4, attribute: 'value', errors: ['Must be at least 0.'], values: { gas: 'CO2', value: -1 } },
    ];
    const body = {
      message: 'Check the file.',
      code: 'VALIDATION',
      errors: { 'rows.3.gas': ['Unknown gas.'], 'rows.4.value': ['Must be at least 0.'] },
      rows,
    };
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: body.message,
      errors: body.errors,
      body,
    });
    expect(importRowFailures(error)).toEqual([
      { row: 3, attribute: 'gas', errors: ['Unknown gas.'], value: 'Xenon' },
      { row: 4, attribute: 'value', errors: ['Must be at least 0.'], value: '-1' },
    ]);
  });
});
