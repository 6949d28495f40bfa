import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { isMessageKey } from '../i18n/messages.ts';
import { EMISSION_ACTIVITY_IMPORT_COLUMNS } from './emission-activities.ts';
import { GAS_EMISSION_IMPORT_COLUMNS } from './gas-emissions.ts';
import { importColumnOfHeader, importHeaderOf, importKey } from './imports.ts';

describe('import headers', () => {
  it('names every column of the gas-value import in words of each language', () => {
    for (const column of GAS_EMISSION_IMPORT_COLUMNS) expect(isMessageKey(`fields.${column}`)).toBe(true);
    expect(GAS_EMISSION_IMPORT_COLUMNS.map((column) => importHeaderOf(column, 'es'))).toEqual([
      'Gas',
      'Unidad de medida',
      'Tipo',
      'Valor',
      'Incertidumbre (%)',
      'Vigente desde',
      'Vigente hasta',
      'Fuente de publicación',
      'Referencia',
      'Emisión evitada',
    ]);
    expect(importHeaderOf('unit_measurement', 'en')).toBe('Unit of measurement');
    expect(importHeaderOf('date_start', 'en')).toBe('Valid from');
  });

  it('reads a header in either language, whatever the language of the request', () => {
    for (const lang of LANGUAGES) {
      for (const column of GAS_EMISSION_IMPORT_COLUMNS) {
        expect(importColumnOfHeader(GAS_EMISSION_IMPORT_COLUMNS, importHeaderOf(column, lang))).toBe(column);
      }
    }
  });

  it('still reads the keys that older templates had as headers', () => {
    for (const column of GAS_EMISSION_IMPORT_COLUMNS)
      expect(importColumnOfHeader(GAS_EMISSION_IMPORT_COLUMNS, column)).toBe(column);
  });

  it('heads the provider column "provider" and still reads the spec\'s "proceso" for it', () => {
    expect(importHeaderOf('provider', 'es')).toBe('Proveedor');
    expect(importHeaderOf('provider', 'en')).toBe('Provider');
    for (const header of ['Proveedor', 'Provider', 'proceso', 'Proceso', 'Process'])
      expect(importColumnOfHeader(EMISSION_ACTIVITY_IMPORT_COLUMNS, header)).toBe('provider');
  });

  it('ignores accents, case and spaces a person may change while filling in, and nothing else', () => {
    expect(importColumnOfHeader(GAS_EMISSION_IMPORT_COLUMNS, '  unidad  DE medida ')).toBe(
      'unit_measurement',
    );
    expect(importColumnOfHeader(GAS_EMISSION_IMPORT_COLUMNS, 'Emision evitada')).toBe('avoided');
    expect(importColumnOfHeader(GAS_EMISSION_IMPORT_COLUMNS, 'Unidad')).toBeNull();
    expect(importColumnOfHeader(GAS_EMISSION_IMPORT_COLUMNS, '')).toBeNull();
  });

  it('compares list items the way it compares headers', () => {
    expect(importKey('  Operativa ')).toBe(importKey('OPERATIVA'));
    expect(importKey('Diésel  B20')).toBe('diesel b20');
    expect(importKey('Ñandú')).toBe('nandu');
  });
});
