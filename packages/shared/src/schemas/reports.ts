import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { checkPeriod, dashboardQueryShape } from './dashboard.ts';

// The inventory report (DESIGN §4 "Inventory report", spec/workspace.md §3 "Report data", §9 "PDF
// report"): the dashboard's filters, the net income its relative rows divide by, and the language.

/** The largest net income a report takes: far beyond any company's, within a double's exact digits. */
export const REPORT_INCOME_MAX = 1e15;

/**
 * Net income as the report dialog reads it from what was typed: commas and spaces removed (the
 * spec's rule), then a finite number greater than 0. Null when it is not one.
 */
export function parseReportIncome(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
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
