// Columns (栏目) and their categories, in the operators' order.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsCategories, newsColumns } from '../../db/schema';

export const listColumns = (db: Db, type: number) =>
  db
    .select({ id: newsColumns.id, columnNo: newsColumns.columnNo, name: newsColumns.name })
    .from(newsColumns)
    .where(eq(newsColumns.type, type))
    .orderBy(asc(newsColumns.sort), asc(newsColumns.id));

export const listCategories = (db: Db, columnNo?: string) =>
  db
    .select({ id: newsCategories.id, columnNo: newsColumns.columnNo, name: newsCategories.name })
    .from(newsCategories)
    .innerJoin(newsColumns, eq(newsColumns.id, newsCategories.columnId))
    .where(columnNo === undefined ? undefined : eq(newsColumns.columnNo, columnNo))
    .orderBy(asc(newsColumns.sort), asc(newsCategories.sort), asc(newsCategories.id));

/** Adds a column (and its categories) unless its number exists; returns its id. */
export async function ensureColumn(
  db: Db,
  column: { columnNo: string; name: string; sort: number; categories?: string[] },
) {
  await db
    .insert(newsColumns)
    .values({ type: 1, columnNo: column.columnNo, name: column.name, sort: column.sort })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: newsColumns.id })
    .from(newsColumns)
    .where(eq(newsColumns.columnNo, column.columnNo));
  const columnId = row!.id;
  for (const [sort, name] of (column.categories ?? []).entries()) {
    await db.insert(newsCategories).values({ columnId, name, sort }).onConflictDoNothing();
  }
  return columnId;
}
