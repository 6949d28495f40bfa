import { z } from 'zod';
import { ZDescription, ZNameEn, nullableText, text } from './common.ts';

/** Largest accepted GWP-100 (the highest published values are about 25,000). */
export const GWP_MAX = 1_000_000;

/** IPCC assessment reports whose GWP-100 tables the catalogue uses, with their Working Group I year. */
export const IPCC_ASSESSMENT_YEARS = { AR4: 2007, AR5: 2013, AR6: 2021 } as const;
export type TIpccAssessment = keyof typeof IPCC_ASSESSMENT_YEARS;
export const IPCC_ASSESSMENTS = ['AR4', 'AR5', 'AR6'] as const satisfies readonly TIpccAssessment[];

/**
 * A gas: name 3–80, optional formula, `pc` = GWP-100 (a number ≥ 0) and the IPCC report it comes
 * from (AR6 for a new gas; an update without it keeps the gas's), optional description.
 */
export const ZGasInput = z.object({
  name: text(),
  name_en: ZNameEn,
  formula: nullableText(1, 40),
  pc: z.number().min(0).max(GWP_MAX),
  gwp_report: z.enum(IPCC_ASSESSMENTS).optional(),
  description: ZDescription,
});
export type TGasInput = z.infer<typeof ZGasInput>;

export const ZGas = z.object({
  id: z.number().int(),
  /** Stable key of a seeded row (e.g. 'CO2'); null for rows created here. */
  code: z.string().nullable(),
  name: z.string(),
  /** English name; null when the row has none. */
  name_en: z.string().nullable(),
  /** The name in the reader's language: the English one for an English reader when there is one. */
  display_name: z.string(),
  formula: z.string().nullable(),
  pc: z.number(),
  /** The IPCC assessment report the GWP comes from. */
  gwp_report: z.enum(IPCC_ASSESSMENTS),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TGas = z.infer<typeof ZGas>;

/**
 * The IPCC report a gas's GWP comes from, as its description names it first (the seed writes
 * "PCG a 100 años según IPCC AR6 WG1 (2021)… Otros informes: AR5: 28"), or null when it names none.
 */
export function gwpAssessmentOf(
  description: string | null | undefined,
): { report: TIpccAssessment; year: number } | null {
  const found = /\bAR([4-6])\b/.exec(description ?? '');
  if (!found) return null;
  const report = `AR${found[1]}` as TIpccAssessment;
  return { report, year: IPCC_ASSESSMENT_YEARS[report] };
}
