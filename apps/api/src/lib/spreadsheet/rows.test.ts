import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZImportFailure } from '@huella/shared';
import { choiceList, type ColumnSpec } from './columns.ts';
import { addRowError, addSchemaIssues, checkCells, importFailure } from './rows.ts';

type Key = 'gas' | 'type' | 'value' | 'date_start' | 'avoided' | 'reference';

const columns: ColumnSpec<Key>[] = [
  { key: 'gas', kind: 'text', required: true, maxLength: 10 },
  { key: 'type', kind: 'choice', required: true, choices: choiceList([{ id: 4, label: 'Operativa' }]) },
  { key: 'value', kind: 'number', required: true },
  { key: 'date_start', kind: 'date' },
  { key: 'avoided', kind: 'boolean' },
  { key: 'reference', kind: 'text' },
];
const row = (values: Partial<Record<Key, string | number | boolean | null>>, number = 2) => ({
  row: number,
  values: {
    gas: null,
    type: null,
    value: null,
    date_start: null,
    avoided: null,
    reference: null,
    ...values,
  },
});

describe('the checks of an imported row', () => {
  it('reads every cell by its kind', () => {
    const checked = checkCells(
      row({ gas: 'CO2', type: 'operativa', value: '1,5', date_start: '01/02/2024', avoided: 'sí' }),
      columns,
      'es',
    );
    expect(checked.errors).toEqual(new Map());
    expect(checked.cells).toEqual({
      gas: 'CO2',
      type: 4,
      value: 1.5,
      date_start: '2024-02-01',
      avoided: true,
    });
  });

  it('names each failing cell with its column, and cuts a long cell in the echo', () => {
    const checked = checkCells(
      row({ gas: 'x'.repeat(12), value: '1.5.30', date_start: '31/02/2024', avoided: 'quizá', type: 'Otra' }),
      columns,
      'es',
    );
    expect(Object.fromEntries(checked.errors)).toEqual({
      gas: ['Debe tener como máximo 10 caracteres.'],
      type: ['El valor seleccionado no existe.'],
      value: ['Debe ser un número.'],
      date_start: ['Introduce una fecha que exista, como 15/03/2024 (DD/MM/AAAA) o 2024-03-15.'],
      avoided: ['Escribe sí o no.'],
    });
    expect(checked.values.gas).toBe('x'.repeat(10));
    expect(checked.values.value).toBe('1.5.30');
    expect(checked.cells).toEqual({});
  });

  it('requires the cells of required columns, and only those', () => {
    const checked = checkCells(row({ reference: '  ' }), columns, 'en');
    expect(Object.fromEntries(checked.errors)).toEqual({
      gas: ['This field is required.'],
      type: ['This field is required.'],
      value: ['This field is required.'],
    });
  });

  it("adds the schema's issues under their columns, leaving a cell that did not read with its own error", () => {
    const schema = z.object({
      gas: z.string().min(3),
      type_id: z.number().max(3),
      value: z.number().min(0),
      date_start: z.string(),
    });
    const checked = checkCells(
      row({ gas: 'CO', type: 'Operativa', value: -1, date_start: 'pronto' }),
      columns,
      'en',
    );
    const parsed = schema.safeParse({ ...checked.cells, type_id: checked.cells.type });
    expect(parsed.success).toBe(false);
    addSchemaIssues(checked, parsed.error!.issues, 'en', { type_id: 'type' });
    expect(Object.fromEntries(checked.errors)).toEqual({
      // The date did not read: it keeps its message, without "required" from the schema.
      date_start: ['Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.'],
      gas: ['Must be at least 3 characters.'],
      type: ['Must be less than or equal to 3.'],
      value: ['Must be greater than or equal to 0.'],
    });
  });

  it('answers every error of every failing row at once, by row and column order', () => {
    const second = checkCells(row({ gas: 'CO2', type: 'Operativa', value: 1 }, 2), columns, 'en');
    const fifth = checkCells(row({ gas: 'CO2', value: 'x', avoided: 'maybe' }, 5), columns, 'en');
    const third = checkCells(row({ gas: 'N2O', type: 'Operativa', value: 2 }, 3), columns, 'en');
    addRowError(third, 'date_start', 'The validity overlaps row 2 of the file.');
    addRowError(third, 'date_start', 'The validity overlaps row 2 of the file.');
    addRowError(fifth, 'plan', 'Over the plan.');
    const failure = importFailure(
      [second, fifth, third],
      columns.map((column) => column.key),
      'en',
    );
    expect(ZImportFailure.parse(failure)).toEqual(failure);
    expect(failure.message).toBe('There are errors in 2 rows; nothing was imported.');
    expect(failure.code).toBe('VALIDATION');
    expect(failure.rows!.map((entry) => [entry.row, entry.attribute, entry.errors])).toEqual([
      [3, 'date_start', ['The validity overlaps row 2 of the file.']],
      [5, 'type', ['This field is required.']],
      [5, 'value', ['Must be a number.']],
      [5, 'avoided', ['Enter yes or no.']],
      [5, 'plan', ['Over the plan.']],
    ]);
    expect(failure.rows![1]!.values).toMatchObject({ gas: 'CO2', value: 'x', avoided: 'maybe', type: null });
    expect(failure.errors).toEqual({
      'rows.3.date_start': ['The validity overlaps row 2 of the file.'],
      'rows.5.type': ['This field is required.'],
      'rows.5.value': ['Must be a number.'],
      'rows.5.avoided': ['Enter yes or no.'],
      'rows.5.plan': ['Over the plan.'],
    });
    expect(importFailure([second], ['gas'], 'es').message).toBe(
      'Hay errores en 0 filas; no se importó nada.',
    );
  });
});
