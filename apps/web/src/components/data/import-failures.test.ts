import { EMISSION_SOURCE_IMPORT_COLUMNS } from '@huella/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { importFailuresByRow } from './import-failures.ts';

const row3 = {
  code: 'CAL-02',
  name: 'Caldera 2',
  type: 'Operativa',
  source: 'Gasolina',
  emission_factor: 'X',
  headquarter: 'Bogotá',
};
const refused = {
  message: 'Hay errores en 2 filas; no se importó nada.',
  code: 'VALIDATION',
  errors: {
    'rows.3.emission_factor': ['Elige un factor de la categoría de la fila.'],
    'rows.3.source': ['Elige una de las categorías de la empresa.'],
    'rows.5.code': ['El código «CAL-01» ya lo usa otra fuente de emisión de la empresa.'],
  },
  rows: [
    {
      row: 5,
      attribute: 'code',
      errors: ['El código «CAL-01» ya lo usa otra fuente de emisión de la empresa.'],
      values: { code: 'CAL-01', name: 'Flota' },
    },
    {
      row: 3,
      attribute: 'emission_factor',
      errors: ['Elige un factor de la categoría de la fila.'],
      values: row3,
    },
    { row: 3, attribute: 'source', errors: ['Elige una de las categorías de la empresa.'], values: row3 },
  ],
};

describe('failing rows of an import', () => {
  it('are grouped by row, in the order of the file, columns in the order of the template', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: refused.message,
      errors: refused.errors,
      body: refused,
    });
    expect(importFailuresByRow(error, EMISSION_SOURCE_IMPORT_COLUMNS)).toEqual([
      {
        row: 3,
        values: row3,
        failures: [
          { attribute: 'source', errors: ['Elige una de las categorías de la empresa.'] },
          { attribute: 'emission_factor', errors: ['Elige un factor de la categoría de la fila.'] },
        ],
      },
      {
        row: 5,
        values: { code: 'CAL-01', name: 'Flota' },
        failures: [
          {
            attribute: 'code',
            errors: ['El código «CAL-01» ya lo usa otra fuente de emisión de la empresa.'],
          },
        ],
      },
    ]);
  });

  it('are read from the field errors when the answer lists no rows, and none for another failure', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: 'x',
      errors: refused.errors,
      body: { message: 'x' },
    });
    expect(
      importFailuresByRow(error, EMISSION_SOURCE_IMPORT_COLUMNS).map((group) => [
        group.row,
        group.failures.length,
      ]),
    ).toEqual([
      [3, 2],
      [5, 1],
    ]);
    expect(importFailuresByRow(new ApiError({ status: 409, code: 'CONFLICT', message: 'Plan' }), [])).toEqual(
      [],
    );
    expect(importFailuresByRow(new Error('x'), [])).toEqual([]);
  });
});
