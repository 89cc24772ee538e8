// Bulk writes. A batch goes to the database as one jsonb parameter unpacked by jsonb_to_recordset: parsing
// one JSON value is far cheaper, for the driver and for PostgreSQL/PGlite, than binding thousands of
// parameters (a catch-up writes hundreds of thousands of rows). Slices bound each statement's size.
import { type SQL, sql } from 'drizzle-orm';

export async function inChunks<T>(
  rows: readonly T[],
  size: number,
  write: (slice: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Column name → PostgreSQL type, in the order of the insert. Names are the table's (snake_case). */
export type Columns = Record<string, string>;

/**
 * `insert into <table> (<columns>) select … from jsonb_to_recordset(<rows>) <tail>`: rows are objects keyed
 * by column name; `tail` is the conflict clause and any returning.
 */
export function insertRecordset(
  table: string,
  columns: Columns,
  rows: Record<string, unknown>[],
  tail: SQL,
): SQL {
  const names = Object.keys(columns).join(', ');
  const typed = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(typed)})
    ${tail}`;
}

/** `set a = excluded.a, …` for an upsert of these columns. */
export const setExcluded = (columns: string[]) =>
  sql.raw(columns.map((c) => `${c} = excluded.${c}`).join(', '));
