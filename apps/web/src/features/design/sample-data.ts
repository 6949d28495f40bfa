/**
 * Sample records of the design showcase (never real data). Names are translation keys of the
 * `design` namespace so the sample reads naturally in both languages.
 */

export const SAMPLE_SOURCES = [
  { key: 'boiler', scope: 1 },
  { key: 'fleet', scope: 1 },
  { key: 'generator', scope: 1 },
  { key: 'refrigerants', scope: 1 },
  { key: 'electricity', scope: 2 },
  { key: 'flights', scope: 3 },
  { key: 'waste', scope: 3 },
  { key: 'couriers', scope: 3 },
] as const;

export const SAMPLE_SITES = ['bogota', 'medellin', 'cali'] as const;

export type TSampleSourceKey = (typeof SAMPLE_SOURCES)[number]['key'];
export type TSampleSiteKey = (typeof SAMPLE_SITES)[number];

export type TSampleEmissionSource = {
  id: number;
  code: string;
  source: TSampleSourceKey;
  site: TSampleSiteKey;
  scope: number;
  /** tCO2e */
  emissions: number;
  updatedAt: string;
};

/** A small deterministic generator, so the sample is the same on every visit and in tests. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function sampleEmissionSources(): TSampleEmissionSource[] {
  const random = seeded(2025);
  const rows: TSampleEmissionSource[] = [];
  let id = 1;
  for (const site of SAMPLE_SITES) {
    for (const { key, scope } of SAMPLE_SOURCES) {
      const magnitude = key === 'refrigerants' ? 0.004 : key === 'generator' ? 1.8 : 40;
      const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
      const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
      rows.push({
        id,
        code: `FE-${String(id).padStart(3, '0')}`,
        source: key,
        site,
        scope,
        emissions: Number((magnitude * (0.4 + random() * 2.6)).toFixed(6)),
        updatedAt: `2025-${month}-${day}`,
      });
      id += 1;
    }
  }
  return rows;
}

/** Monthly tCO2e per chart source for 2025 (stacked bars and areas). */
export const CHART_SOURCES = ['electricity', 'fuel', 'transport', 'waste'] as const;
export type TChartSource = (typeof CHART_SOURCES)[number];

export function sampleMonthlyEmissions(): ({ month: string } & Record<TChartSource, number>)[] {
  const random = seeded(14064);
  return Array.from({ length: 12 }, (_, index) => {
    const season = 1 + 0.25 * Math.sin(((index - 1) / 12) * 2 * Math.PI);
    return {
      month: `2025-${String(index + 1).padStart(2, '0')}-01`,
      electricity: Number((24.5 * season + random() * 4).toFixed(7)),
      fuel: Number((31.2 + random() * 9).toFixed(7)),
      transport: Number((18.75 * (2 - season) + random() * 5).toFixed(7)),
      waste: Number((3.1 + random() * 1.2).toFixed(7)),
    };
  });
}

/** tCO2e by GHG Protocol scope (donut). Seven decimals, as stored sums are. */
export const SAMPLE_SCOPE_TOTALS = { scope1: 412.3456789, scope2: 298.1023456, scope3: 574.2198765 } as const;
