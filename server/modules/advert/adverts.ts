// Queries for adverts: only enabled rows inside their time window are served, ordered by sort.
import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { AdvertItem } from '../../../contract/calls/advert';
import type { Db } from '../../db/client';
import { advertCategories, adverts } from '../../db/schema';

const itemColumns = {
  id: adverts.id,
  title: adverts.title,
  imageUrl: adverts.imageUrl,
  jumpType: adverts.jumpType,
  innerPageId: adverts.innerPageId,
  targetId: adverts.targetId,
  outerLink: adverts.outerLink,
};

const live = (placeCode: string, now: Date) =>
  and(
    eq(adverts.placeCode, placeCode),
    eq(adverts.enabled, true),
    or(isNull(adverts.startAt), lte(adverts.startAt, now)),
    or(isNull(adverts.endAt), gt(adverts.endAt, now)),
  );

export async function listAdverts(db: Db, placeCode: string, now = new Date()) {
  const rows: AdvertItem[] = await db
    .select(itemColumns)
    .from(adverts)
    .where(live(placeCode, now))
    .orderBy(asc(adverts.sort), asc(adverts.id));
  return rows;
}

export interface PosterCategory {
  cateId: number;
  cateName: string;
  posters: AdvertItem[];
}

/** Posters of a place grouped by category; a category with no live poster is left out. */
export async function listPosterCategories(db: Db, placeCode: string, now = new Date()) {
  const rows = await db
    .select({ ...itemColumns, cateId: advertCategories.id, cateName: advertCategories.name })
    .from(adverts)
    .innerJoin(advertCategories, eq(advertCategories.id, adverts.cateId))
    .where(and(live(placeCode, now), isNotNull(adverts.cateId)))
    .orderBy(
      asc(advertCategories.sort),
      asc(advertCategories.id),
      asc(adverts.sort),
      asc(adverts.id),
    );
  const groups = new Map<number, PosterCategory>();
  for (const { cateId, cateName, ...poster } of rows) {
    let group = groups.get(cateId);
    if (!group) {
      group = { cateId, cateName, posters: [] };
      groups.set(cateId, group);
    }
    group.posters.push(poster);
  }
  return [...groups.values()];
}
