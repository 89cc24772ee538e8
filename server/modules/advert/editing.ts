// The operators' side of adverts: every row of a place (live or not), one row, and the writes, each run in the
// caller's transaction so the console can audit it alongside. The jump rule is checked before any write.
import { and, asc, count, eq, isNull, max, type SQL } from 'drizzle-orm';
import type { AdminAdvert, AdminAdvertCategory } from '../../../contract/calls/admin-adverts';
import {
  type AdvertPlaceCode,
  advertJumpProblem,
  placeHasCategories,
  safeLinkPattern,
} from '../../../contract/calls/admin-adverts';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { advertCategories, adverts } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** A database handle or a transaction of one: the console runs these in its audited transaction. */
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

type AdvertRow = typeof adverts.$inferSelect;

export const advertView = (row: AdvertRow, now = Date.now()): AdminAdvert => ({
  id: row.id,
  placeCode: row.placeCode,
  cateId: row.cateId,
  title: row.title,
  imageUrl: row.imageUrl,
  jumpType: row.jumpType,
  innerPageId: row.innerPageId,
  targetId: row.targetId,
  outerLink: row.outerLink,
  sort: row.sort,
  enabled: row.enabled,
  startAt: row.startAt?.getTime() ?? null,
  endAt: row.endAt?.getTime() ?? null,
  live:
    row.enabled &&
    (row.startAt === null || row.startAt.getTime() <= now) &&
    (row.endAt === null || row.endAt.getTime() > now),
  createdAt: row.createdAt.getTime(),
});

/** The fields an operator sets (contract's advertFields after parsing). */
export interface AdvertInput {
  title: string;
  imageUrl: string;
  jumpType: number;
  innerPageId: number | null;
  targetId: string | null;
  outerLink: string | null;
  cateId: number | null;
  enabled: boolean;
  startAt: number | null;
  endAt: number | null;
}

const jumpErrors = {
  innerPage: errors.advertInnerPageInvalid,
  target: errors.advertTargetMissing,
  outerLink: errors.advertLinkUnsafe,
} as const;

/** Checks the input and gives the row's values: only the fields its jump uses are kept. */
async function valuesOf(db: DbOrTx, place: AdvertPlaceCode, input: AdvertInput) {
  const problem = advertJumpProblem(input);
  if (problem) throw new ApiError(jumpErrors[problem]);
  if (!safeLinkPattern.test(input.imageUrl)) throw new ApiError(errors.advertImageInvalid);
  if (input.startAt !== null && input.endAt !== null && input.endAt <= input.startAt)
    throw new ApiError(errors.advertWindowInvalid);
  let cateId: number | null = null;
  if (placeHasCategories(place)) {
    if (input.cateId === null) throw new ApiError(errors.advertCategoryRequired);
    const [cate] = await db
      .select({ id: advertCategories.id })
      .from(advertCategories)
      .where(and(eq(advertCategories.id, input.cateId), eq(advertCategories.placeCode, place)));
    if (!cate) throw new ApiError(errors.advertCategoryNotFound);
    cateId = cate.id;
  }
  const inner = input.jumpType === 1;
  const pageId = input.innerPageId ?? 0;
  return {
    title: input.title,
    imageUrl: input.imageUrl,
    jumpType: input.jumpType,
    innerPageId: inner ? pageId : null,
    targetId: inner && [4, 5, 7, 10].includes(pageId) ? (input.targetId?.trim() ?? null) : null,
    outerLink: inner ? null : (input.outerLink?.trim() ?? null),
    cateId,
    enabled: input.enabled,
    startAt: input.startAt === null ? null : new Date(input.startAt),
    endAt: input.endAt === null ? null : new Date(input.endAt),
  };
}

/** The rows an advert is ordered among: its place, and for posters its category. */
const siblingsWhere = (placeCode: string, cateId: number | null): SQL =>
  and(
    eq(adverts.placeCode, placeCode),
    cateId === null ? isNull(adverts.cateId) : eq(adverts.cateId, cateId),
  ) as SQL;

export async function placeAdverts(db: DbOrTx, placeCode: string) {
  const rows = await db
    .select()
    .from(adverts)
    .where(eq(adverts.placeCode, placeCode))
    .orderBy(asc(adverts.cateId), asc(adverts.sort), asc(adverts.id));
  const now = Date.now();
  return rows.map((r) => advertView(r, now));
}

export async function advertById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(adverts).where(eq(adverts.id, id));
  if (!row) throw new ApiError(errors.advertNotFound);
  return advertView(row);
}

export async function insertAdvert(db: DbOrTx, place: AdvertPlaceCode, input: AdvertInput) {
  const values = await valuesOf(db, place, input);
  const [last] = await db
    .select({ sort: max(adverts.sort) })
    .from(adverts)
    .where(siblingsWhere(place, values.cateId));
  const [row] = await db
    .insert(adverts)
    .values({ ...values, placeCode: place, sort: (last?.sort ?? 0) + 10 })
    .returning();
  return advertView(row!);
}

export async function updateAdvert(db: DbOrTx, before: AdminAdvert, input: AdvertInput) {
  const values = await valuesOf(db, before.placeCode as AdvertPlaceCode, input);
  let sort = before.sort;
  // Into another category: at its end.
  if (values.cateId !== before.cateId) {
    const [last] = await db
      .select({ sort: max(adverts.sort) })
      .from(adverts)
      .where(siblingsWhere(before.placeCode, values.cateId));
    sort = (last?.sort ?? 0) + 10;
  }
  const [row] = await db
    .update(adverts)
    .set({ ...values, sort })
    .where(eq(adverts.id, before.id))
    .returning();
  return advertView(row!);
}

export async function setAdvertEnabled(db: DbOrTx, id: number, enabled: boolean) {
  const [row] = await db.update(adverts).set({ enabled }).where(eq(adverts.id, id)).returning();
  return advertView(row!);
}

export const deleteAdvert = (db: DbOrTx, id: number) =>
  db.delete(adverts).where(eq(adverts.id, id));

/** Swaps an item with its neighbour and numbers the list 10, 20, 30… again (no ties left to break). */
function reorder<T extends { id: number }>(list: T[], id: number, direction: 'up' | 'down') {
  const i = list.findIndex((x) => x.id === id);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= list.length) throw new ApiError(errors.advertMoveEdge);
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next.map((x, k) => ({ id: x.id, sort: (k + 1) * 10 }));
}

export async function moveAdvert(db: DbOrTx, advert: AdminAdvert, direction: 'up' | 'down') {
  const siblings = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(siblingsWhere(advert.placeCode, advert.cateId))
    .orderBy(asc(adverts.sort), asc(adverts.id));
  for (const { id, sort } of reorder(siblings, advert.id, direction))
    await db.update(adverts).set({ sort }).where(eq(adverts.id, id));
}

// ---- poster categories ------------------------------------------------------------------------

export async function placeCategories(db: DbOrTx, placeCode: string) {
  const rows = await db
    .select({
      id: advertCategories.id,
      placeCode: advertCategories.placeCode,
      name: advertCategories.name,
      sort: advertCategories.sort,
      posters: count(adverts.id),
    })
    .from(advertCategories)
    .leftJoin(adverts, eq(adverts.cateId, advertCategories.id))
    .where(eq(advertCategories.placeCode, placeCode))
    .groupBy(advertCategories.id)
    .orderBy(asc(advertCategories.sort), asc(advertCategories.id));
  return rows as AdminAdvertCategory[];
}

export async function categoryById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(advertCategories).where(eq(advertCategories.id, id));
  if (!row) throw new ApiError(errors.advertCategoryNotFound);
  const [n] = await db.select({ n: count() }).from(adverts).where(eq(adverts.cateId, id));
  return {
    id: row.id,
    placeCode: row.placeCode,
    name: row.name,
    sort: row.sort,
    posters: n?.n ?? 0,
  } satisfies AdminAdvertCategory;
}

async function refuseDuplicateName(db: DbOrTx, placeCode: string, name: string, except = 0) {
  const same = await db
    .select({ id: advertCategories.id })
    .from(advertCategories)
    .where(and(eq(advertCategories.placeCode, placeCode), eq(advertCategories.name, name)));
  if (same.some((c) => c.id !== except)) throw new ApiError(errors.advertCategoryExists);
}

export async function insertCategory(db: DbOrTx, place: AdvertPlaceCode, name: string) {
  if (!placeHasCategories(place)) throw new ApiError(errors.advertNoCategories);
  await refuseDuplicateName(db, place, name);
  const [last] = await db
    .select({ sort: max(advertCategories.sort) })
    .from(advertCategories)
    .where(eq(advertCategories.placeCode, place));
  const [row] = await db
    .insert(advertCategories)
    .values({ placeCode: place, name, sort: (last?.sort ?? 0) + 10 })
    .returning({ id: advertCategories.id });
  return categoryById(db, row!.id);
}

export async function renameCategory(db: DbOrTx, before: AdminAdvertCategory, name: string) {
  await refuseDuplicateName(db, before.placeCode, name, before.id);
  await db.update(advertCategories).set({ name }).where(eq(advertCategories.id, before.id));
  return categoryById(db, before.id);
}

export async function moveCategory(
  db: DbOrTx,
  cate: AdminAdvertCategory,
  direction: 'up' | 'down',
) {
  const siblings = await db
    .select({ id: advertCategories.id })
    .from(advertCategories)
    .where(eq(advertCategories.placeCode, cate.placeCode))
    .orderBy(asc(advertCategories.sort), asc(advertCategories.id));
  for (const { id, sort } of reorder(siblings, cate.id, direction))
    await db.update(advertCategories).set({ sort }).where(eq(advertCategories.id, id));
}

export async function deleteCategory(db: DbOrTx, cate: AdminAdvertCategory) {
  // The table would set the posters' category to null and hide them: refuse instead, so nothing vanishes unseen.
  if (cate.posters > 0) throw new ApiError(errors.advertCategoryNotEmpty);
  await db.delete(advertCategories).where(eq(advertCategories.id, cate.id));
}
