import { catalogueName, sumOf, type TLanguage, type TReportQuery, type TWorkingLine } from '@huella/shared';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import { findCompany } from '../companies/companies.service.ts';
import { emissionsBySource, readActivityConsumption, readDashboard } from '../dashboard/dashboard.service.ts';
import { readWorking } from '../dashboard/working.service.ts';
import { findSectorRow } from '../sectors/sectors.service.ts';
import { pdfThread } from '../../lib/pdf-thread.ts';
import type { InventoryReport, ReportFactor } from './reports.document.ts';
import { listGasValueDates, listRenewableFactorIds } from './reports.repository.ts';

// The inventory report (DESIGN §4): the dashboard's figures for the filter — the same calls, so the
// report's figures are the API's — with the energy rows A4 and A5, each row per unit of the net
// income typed in the dialog, the factors applied with their published source and year, and the
// working of the total as an annex, drawn as a PDF in the reader's language.

/** The base unit of the energy group: every energy unit converts to kWh by its factor. */
const ENERGY_GROUP = 'energy';

/** The company's logo as the PDF can draw it (PNG or JPEG; another kind is left out). */
async function logoOf(ctx: ServiceContext, logo: string | null) {
  const match = logo ? /^\/api\/files\/logos\/([^/]+)$/.exec(logo) : null;
  if (!match) return null;
  const file = await ctx.storage.read('logos', match[1]!);
  if (!file) return null;
  if (file.mime === 'image/png') return { data: file.bytes, format: 'png' as const };
  if (file.mime === 'image/jpeg') return { data: file.bytes, format: 'jpg' as const };
  return null;
}

/** kWh of the filter's energy activities (units of the energy group), and of those recorded against renewable factors. */
async function energyOf(ctx: ServiceContext, company: ScopedCompany, query: TReportQuery) {
  const { stats, units } = await readActivityConsumption(ctx, company, query);
  const energy = stats.filter((row) => units.get(row.unit_measurement_id)?.group === ENERGY_GROUP);
  const renewable = await listRenewableFactorIds(ctx.db, [
    ...new Set(energy.map((row) => row.emission_factor_id)),
  ]);
  const kWh = (rows: typeof energy) =>
    sumOf(rows.map((row) => row.consumption * units.get(row.unit_measurement_id)!.factor));
  return { a4: kWh(energy), a5: kWh(energy.filter((row) => renewable.has(row.emission_factor_id))) };
}

/** The factor values the total's lines applied, each once, largest footprint first. */
async function factorsOf(ctx: ServiceContext, lines: readonly TWorkingLine[]): Promise<ReportFactor[]> {
  const dates = await listGasValueDates(ctx.db, [...new Set(lines.map((line) => line.gas_emission_id))]);
  const seen = new Map<string, ReportFactor & { kg: number }>();
  for (const line of lines) {
    const key = JSON.stringify([line.gas_emission_id, line.value, line.gwp, line.fountain, line.reference]);
    const known = seen.get(key);
    if (known) {
      known.kg += line.co2e_kg;
      continue;
    }
    seen.set(key, {
      factor: line.factor,
      gas: line.gas.formula ?? line.gas.name,
      value: line.value,
      value_unit: line.value_unit,
      gwp: line.gwp,
      gwp_report: line.gwp_report,
      fountain: line.fountain,
      reference: line.reference,
      year: dates.get(line.gas_emission_id)?.date_start.slice(0, 4) ?? null,
      kg: line.co2e_kg,
    });
  }
  return [...seen.values()]
    .sort((a, b) => b.kg - a.kg || a.factor.localeCompare(b.factor))
    .map(({ kg: _kg, ...factor }) => factor);
}

/** What the report of a filter shows: the dashboard's figures and the rest, read for the reader. */
export async function readInventoryReport(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TReportQuery,
  lang: TLanguage,
): Promise<InventoryReport> {
  const row = await findCompany(ctx.db, company.id);
  const sector = row?.sector_id ? await findSectorRow(ctx.db, row.sector_id) : null;
  const dashboard = await readDashboard(ctx, company, query, lang);
  const bySource = await emissionsBySource(ctx, company, query, lang);
  const working = await readWorking(ctx, company, { ...query, group: 'total', format: 'json' }, lang, {
    activities: false,
  });
  const { a4, a5 } = await energyOf(ctx, company, query);
  const scope = (n: 1 | 2 | 3) => dashboard.by_scope.find((s) => s.scope === n)?.carbon_footprint ?? 0;
  return {
    lang,
    company: {
      name: row?.name ?? '',
      sector: sector ? catalogueName(sector, lang) : null,
      logo: await logoOf(ctx, row?.logo ?? null),
    },
    period: { from: query.date_from, to: query.date_to },
    income: query.income,
    dashboard,
    bySource,
    rows: [
      { code: 'A1', value: scope(1), unit: 'tCO2e' },
      { code: 'A2', value: scope(2), unit: 'tCO2e' },
      { code: 'A3', value: scope(3), unit: 'tCO2e' },
      { code: 'A4', value: a4, unit: 'kWh' },
      { code: 'A5', value: a5, unit: 'kWh' },
    ],
    factors: await factorsOf(ctx, working.lines),
    lines: working.lines,
    made_at: new Date(),
  };
}

/** The inventory report of a filter as a PDF. */
export async function inventoryReportPdf(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TReportQuery,
  lang: TLanguage,
): Promise<Buffer> {
  return pdfThread.draw(
    'inventory-report',
    await readInventoryReport(ctx, company, query, query.lang ?? lang),
  );
}
