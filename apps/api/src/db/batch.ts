import { sql } from 'drizzle-orm';

// Writing a batch in one statement: each column of the batch travels as one array parameter
// (`unnest($1::int[], $2::date[], …)`), so a statement costs the same to build and send whatever
// the number of rows, and stays far under PostgreSQL's 65,535 parameters.
//
// The array goes as the text of an array literal, written here in one join: the driver's own
// spelling of an array adds each element to the text so far, which for the columns of a 1,000-row
// batch makes hundreds of megabytes of passing strings over an import, enough to keep the garbage
// collector busy and the server's memory high.

/** An element of an array literal: quoted with its backslashes and quotes escaped. */
function quotedElement(text: string): string {
  const escaped =
    text.includes('\\') || text.includes('"') ? text.replace(/\\/g, '\\\\').replace(/"/g, '\\"') : text;
  return `"${escaped}"`;
}

/**
 * The text of an array literal of plain values (numbers, strings, booleans, nulls), or null when
 * one is of another kind (a date, an object, a nested array): those go to the driver as they are.
 */
export function arrayLiteral(values: readonly unknown[]): string | null {
  const elements = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) elements[i] = 'NULL';
    else if (typeof value === 'number' || typeof value === 'bigint') elements[i] = String(value);
    else if (typeof value === 'string') elements[i] = quotedElement(value);
    else if (typeof value === 'boolean') elements[i] = value ? 't' : 'f';
    else return null;
  }
  if (elements.length === 0) return '{}';
  // The braces go on the first and last elements, so the join makes the whole text at once: a
  // text put together from parts is copied whole again when the driver writes it.
  elements[0] = `{${elements[0]}`;
  elements[elements.length - 1] += '}';
  return elements.join(',');
}

/** A column of a batch's values as one array parameter; cast it in SQL (`${arrayParam(ids)}::int[]`). */
export const arrayParam = <T>(values: readonly T[]) => sql.param(arrayLiteral(values) ?? values);
