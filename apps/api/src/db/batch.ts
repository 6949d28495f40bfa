import { sql } from 'drizzle-orm';

// Writing a batch in one statement: each column of the batch travels as one array parameter
// (`unnest($1::int[], $2::date[], …)`), so a statement costs the same to build and send whatever
// the number of rows, and stays far under PostgreSQL's 65,535 parameters.

/** A column of a batch's values as one array parameter; cast it in SQL (`${arrayParam(ids)}::int[]`). */
export const arrayParam = <T>(values: readonly T[]) => sql.param(values);
