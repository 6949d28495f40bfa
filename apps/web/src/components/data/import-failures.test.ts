import { EMISSION_SOURCE_IMPORT_COLUMNS, type TImportRowError } from '@huella/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  afterRetry,
  editCell,
  hasErrors,
  importFailuresByRow,
  repairCells,
  repairCellText,
  repairRowsOf,
  rowMatches,
} from './import-failures.ts';

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

describe('rows to repair', () => {
  const failures: TImportRowError[] = [
    {
      row: 6,
      attribute: 'unit_measurement',
      errors: ['No convierte.'],
      values: { consumption: 1530.5, unit_measurement: 'kWh', date: '2024-03-15' },
    },
    {
      row: 4,
      attribute: 'consumption',
      errors: ['Consumo no válido.'],
      values: { consumption: null, unit_measurement: 'gal' },
    },
    {
      row: 6,
      attribute: 'date',
      errors: ['Sin valor en la fecha.'],
      values: { consumption: 1530.5, unit_measurement: 'kWh', date: '2024-03-15' },
    },
  ];

  it('groups the failures by row, in file order, with the messages of each cell', () => {
    const rows = repairRowsOf(failures);
    expect(rows.map((row) => row.row)).toEqual([4, 6]);
    expect(rows[1]!.errors).toEqual({
      unit_measurement: ['No convierte.'],
      date: ['Sin valor en la fecha.'],
    });
  });

  it('shows cells the language’s way, and a retyped cell as typed and without its messages', () => {
    const [, six] = repairRowsOf(failures);
    expect(repairCellText(six!, 'consumption', 'es')).toBe('1530,5');
    expect(repairCellText(six!, 'date', 'es')).toBe('15/03/2024');
    expect(repairCellText(six!, 'date', 'en')).toBe('03/15/2024');
    const edited = editCell(six!, 'unit_measurement', 'gal');
    expect(edited.errors).toEqual({ date: ['Sin valor en la fecha.'] });
    expect(repairCells(edited)).toMatchObject({ unit_measurement: 'gal', consumption: 1530.5 });
    expect(hasErrors(editCell(edited, 'date', '2024-04-01'))).toBe(false);
    expect(rowMatches(six!, 'KWH', 'es')).toBe(true);
    expect(rowMatches(six!, '6', 'es')).toBe(true);
    expect(rowMatches(six!, 'diésel', 'es')).toBe(false);
  });

  it('after a retry drops the sent rows that saved and keeps the others with their new messages', () => {
    const rows = repairRowsOf(failures).map((row) => editCell(row, 'consumption', '10'));
    const left = afterRetry(
      rows,
      [4, 6],
      [{ row: 6, attribute: 'date', errors: ['Todavía sin valor.'], values: {} }],
    );
    expect(left.map((row) => [row.row, row.errors, row.typed])).toEqual([
      [6, { date: ['Todavía sin valor.'] }, { consumption: '10' }],
    ]);
    expect(afterRetry(rows, [4], []).map((row) => row.row)).toEqual([6]);
  });
});
