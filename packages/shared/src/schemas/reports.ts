import { z } from 'zod';
import { parseNumberInput } from '../format/number-input.ts';
import { LANGUAGES, type TLanguage } from '../i18n/languages.ts';
import { checkPeriod, dashboardQueryShape } from './dashboard.ts';

// The inventory report (DESIGN §4 "Inventory report", spec/workspace.md §3 "Report data", §9 "PDF
// report"): the dashboard's filters, the net income its relative rows divide by, and the language.

/** The largest net income a report takes: far beyond any company's, within a double's exact digits. */
export const REPORT_INCOME_MAX = 1e15;

/**
 * Net income as the report dialog reads it from what was typed: a finite number greater than 0,
 * read as every number field reads it in the user's language (spaces and the thousands separator
 * dropped — in English the spec's "commas and spaces removed" — and the decimal mark of the
 * language, so "1.250.000,50" in Spanish is 1250000.5, never 1.2500005). Null when it is not one.
 */
export function parseReportIncome(text: string, lang: TLanguage): number | null {
  const reading = parseNumberInput(text, lang);
  if (reading.kind !== 'number') return null;
  const value = reading.value;
  return Number.isFinite(value) && value > 0 && value <= REPORT_INCOME_MAX ? value : null;
}

export const ZReportIncome = z.coerce
  .number({ error: 'validation.report_income' })
  .refine((value) => Number.isFinite(value) && value > 0 && value <= REPORT_INCOME_MAX, {
    error: 'validation.report_income',
  });

/** `GET /api/reports/inventory`: the dashboard's filters, the net income and the report's language. */
export const ZReportQuery = z
  .object({
    ...dashboardQueryShape,
    income: ZReportIncome,
    lang: z.enum(LANGUAGES, { error: 'validation.report_lang' }).optional(),
  })
  .superRefine(checkPeriod);
export type TReportQuery = z.infer<typeof ZReportQuery>;
export type TReportQueryInput = z.input<typeof ZReportQuery>;
