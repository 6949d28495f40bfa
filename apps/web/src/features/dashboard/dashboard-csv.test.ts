import { toCsv } from '@huella/shared';
import { describe, expect, it } from 'vitest';
import {
  byGhgTable,
  byIsoTable,
  byResourceTable,
  bySourceTable,
  csvOptions,
  monthlyBySourceTable,
  monthlyTotalTable,
  twoDecimalsOptions,
  type TCsvWords,
} from './dashboard-csv.ts';

const ES: TCsvWords = {
  source: 'Categoría de fuente',
  category: 'Categoría',
  scope: 'Alcance',
  month: 'Mes',
  footprint: 'Huella (tCO2e)',
  share: 'Participación (%)',
  uncertainty: 'Incertidumbre (%)',
  total: 'Total (tCO2e)',
};

const source = (
  source_id: number,
  name: string,
  carbon_footprint: number,
  uncertainty: number,
  scope: 1 | 2 | 3,
) => ({
  source_id,
  name,
  icon: 'IconFlame',
  carbon_footprint,
  carbon_footprint_avoided: 0,
  uncertainty,
  scope,
});

const lines = (csv: string) => csv.split('\r\n');

// The download itself (`;`, BOM, file name) is `downloadCsv`'s, tested in lib/download-csv.test.ts.
describe('dashboard CSV files', () => {
  it('by source: the reader’s headers, `;` between cells and the language’s decimal mark', () => {
    const table = bySourceTable(
      [source(1, 'Combustión estacionaria', 1234.567891, 4.125, 1), source(2, 'Electricidad', 0.00122, 0, 2)],
      ES,
    );
    expect(lines(toCsv(table, csvOptions('es')))).toEqual([
      'Categoría de fuente;Huella (tCO2e);Participación (%);Incertidumbre (%);Alcance',
      // 4,125 could read as 4125 where the comma groups thousands: the shared csvNumber writes 4,1250.
      'Combustión estacionaria;1234,567891;100;4,1250;1',
      'Electricidad;0,00122;0;0;2',
    ]);
    expect(lines(toCsv(table, csvOptions('en')))[1]).toBe('Combustión estacionaria;1234.567891;100;4.1250;1');
  });

  it('by ISO and GHG category (or scope), with a formula-like name made harmless', () => {
    const iso = byIsoTable(
      [{ category_id: 1, name: '=Categoría 1', carbon_footprint: 10.5, uncertainty: 2 }],
      ES,
    );
    expect(lines(toCsv(iso, csvOptions('es')))).toEqual([
      'Categoría;Huella (tCO2e);Incertidumbre (%)',
      "'=Categoría 1;10,5;2",
    ]);
    const ghg = [
      {
        category_id: 4,
        name: 'Electricidad comprada',
        scope: 2 as const,
        carbon_footprint: 3,
        uncertainty: 1.5,
      },
    ];
    expect(lines(toCsv(byGhgTable(ghg, ES), csvOptions('es')))).toEqual([
      'Categoría;Alcance;Huella (tCO2e);Incertidumbre (%)',
      'Electricidad comprada;2;3;1,5',
    ]);
    const scopes = {
      rows: [{ scope: 2 as const, carbon_footprint: 3, uncertainty: 1.5 }],
      name: (s: number) => `Alcance ${s}`,
    };
    expect(lines(toCsv(byGhgTable(ghg, ES, scopes), csvOptions('es')))).toEqual([
      'Alcance;Huella (tCO2e);Incertidumbre (%)',
      'Alcance 2;3;1,5',
    ]);
  });

  it('by month: every month in order, every source a column (0 where it has none) and the month’s total', () => {
    const answer = {
      '2025-02': { Electricidad: 2.5 },
      '2025-01': { Electricidad: 1.25, 'Combustión estacionaria': 0.1 },
      '2025-03': {},
    };
    expect(
      lines(toCsv(monthlyBySourceTable(answer, ES, ['Combustión estacionaria']), csvOptions('es'))),
    ).toEqual([
      'Mes;Combustión estacionaria;Electricidad;Total (tCO2e)',
      '2025-01;0,1;1,25;1,35',
      '2025-02;0;2,5;2,5',
      '2025-03;0;0;0',
    ]);
    expect(
      lines(toCsv(monthlyTotalTable({ '2025-02': 2.5, '2025-01': 1.35 }, ES), csvOptions('en'))),
    ).toEqual(['Mes;Huella (tCO2e)', '2025-01;1.35', '2025-02;2.5']);
  });

  it('by inventory item: resource;carbon_footprint with two decimals', () => {
    const record = (name: string, carbon_footprint: number) =>
      ({ resource: { name }, carbon_footprint }) as Parameters<typeof byResourceTable>[0][number];
    const table = byResourceTable([record('Caldera 1', 1234.5678), record('Planta', 0.004)]);
    expect(lines(toCsv(table, twoDecimalsOptions('es')))).toEqual([
      'resource;carbon_footprint',
      'Caldera 1;1234,57',
      'Planta;0,00',
    ]);
    expect(lines(toCsv(table, twoDecimalsOptions('en')))[1]).toBe('Caldera 1;1234.57');
  });
});
