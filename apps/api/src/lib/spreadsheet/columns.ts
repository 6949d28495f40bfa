import { importKey, type TImportCell, type TLanguage } from '@huella/shared';

// The column spec every import and export of the product declares once: the template, the parser,
// the per-row checks and the CSV export all read it. A column's key is what row errors name as
// their `attribute`; its header, in each language, is the shared message `fields.<key>`.

/** A cell as a spreadsheet holds it: text (trimmed, never empty), a number, a yes/no or nothing. */
export type TCell = TImportCell;

/** How a column's cells are read, checked in the template and written to a CSV. */
export type ColumnKind = 'text' | 'number' | 'date' | 'boolean' | 'choice';

/** An item a choice cell may name: its label (what the dropdown shows) and other names it goes by. */
export type Choice<I extends string | number = number> = {
  id: I;
  label: string;
  /** Other names a file may use (a code, the name in the other language); ambiguous ones are dropped. */
  aliases?: readonly (string | null | undefined)[];
};

/** The items of a choice column: the dropdown's labels, and the id each label or alias names. */
export type ChoiceList<I extends string | number = number> = {
  /** One label per item, in order, each naming one item (a repeated label gets its id appended). */
  readonly labels: readonly string[];
  /** The item a cell names, by label or alias, whatever its accents, case or spaces. */
  find(text: string): I | null;
  /** The label of an item (what an export writes). */
  labelOf(id: I): string | undefined;
};

export type ColumnSpec<K extends string = string, I extends string | number = string | number> = {
  key: K;
  kind: ColumnKind;
  /** The header must name the column, and every row must fill it in. */
  required?: boolean;
  /** The items of a `choice` column (the template's dropdown and what a cell may name). */
  choices?: ChoiceList<I>;
  /** Characters a cell may hold (any kind): a longer one is a row error, and the answer echoes it cut. */
  maxLength?: number;
  /** A text cell may hold line breaks and tabs (descriptions). */
  multiline?: boolean;
  /** Bounds of a `number` column, checked by the template's cells. */
  min?: number;
  max?: number;
  /** Width of the template's column, in characters. */
  width?: number;
  /** Other headers that name the column in a file (the spec's keys), besides its key and headers. */
  aliases?: readonly string[];
};

/** The words a yes/no column's dropdown offers: yes first. */
export const YES_NO: Record<TLanguage, readonly [string, string]> = { es: ['sí', 'no'], en: ['yes', 'no'] };
/** Every word either language may write for yes or no (compared without accents or case). */
export const TRUE_WORDS: ReadonlySet<string> = new Set([
  'si',
  's',
  'yes',
  'y',
  'true',
  'verdadero',
  '1',
  'x',
]);
export const FALSE_WORDS: ReadonlySet<string> = new Set(['no', 'n', 'false', 'falso', '0']);

/**
 * The items of a choice column. A label two items share gets each item's id (`Diésel [#12]`), so
 * every label names one item; an alias two items share names neither.
 */
export function choiceList<I extends string | number>(items: readonly Choice<I>[]): ChoiceList<I> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(importKey(item.label), (counts.get(importKey(item.label)) ?? 0) + 1);
  const labelled = items.map((item) => ({
    ...item,
    label: counts.get(importKey(item.label))! > 1 ? `${item.label} [#${item.id}]` : item.label,
  }));
  const byLabel = new Map(labelled.map((item) => [importKey(item.label), item.id]));
  const byAlias = new Map<string, I | null>();
  for (const item of labelled) {
    for (const alias of item.aliases ?? []) {
      if (!alias) continue;
      const key = importKey(alias);
      const known = byAlias.get(key);
      byAlias.set(key, known === undefined || known === item.id ? item.id : null);
    }
  }
  const labelById = new Map(labelled.map((item) => [item.id, item.label]));
  return {
    labels: labelled.map((item) => item.label),
    find(text) {
      const key = importKey(text);
      if (key === '') return null;
      return byLabel.get(key) ?? byAlias.get(key) ?? null;
    },
    labelOf: (id) => labelById.get(id),
  };
}
