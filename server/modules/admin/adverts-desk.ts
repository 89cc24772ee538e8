// The 广告与海报 desk's actions: each write runs through the advert module in one transaction with its audit row
// (before/after, reason), then tells every open page of the place on the site channel (advert.changed), which
// reads its adverts again. Nothing is cached server-side: the next request sees the change.
import type { FastifyInstance } from 'fastify';
import type { AdvertPlaceCode } from '../../../contract/calls/admin-adverts';
import { channels } from '../../../contract/events';
import {
  type AdvertInput,
  advertById,
  categoryById,
  deleteAdvert,
  deleteCategory,
  insertAdvert,
  insertCategory,
  moveAdvert,
  moveCategory,
  placeAdverts,
  placeCategories,
  renameCategory,
  setAdvertEnabled,
  updateAdvert,
} from '../advert/service';
import { saveUploads } from '../upload/service';
import { type AdminActor, audit } from './audit';

type Direction = 'up' | 'down';

export async function advertDesk(app: FastifyInstance, placeCode: AdvertPlaceCode) {
  const { db } = app.ctx;
  return {
    list: await placeAdverts(db, placeCode),
    categories: await placeCategories(db, placeCode),
    at: Date.now(),
  };
}

/** After the commit: pages showing the place read it again. A lost push costs only freshness, never the save. */
async function announce(app: FastifyInstance, placeCode: string) {
  await app.ctx.bus
    .publish(channels.site, 'advert.changed', { placeCode })
    .catch((err: unknown) => app.log.warn({ err, placeCode }, 'advert.changed not pushed'));
}

export async function createAdvert(
  app: FastifyInstance,
  actor: AdminActor,
  place: AdvertPlaceCode,
  input: AdvertInput,
  reason: string,
) {
  const created = await app.ctx.db.transaction(async (tx) => {
    const after = await insertAdvert(tx, place, input);
    await audit(
      { db: tx, actor },
      { action: 'advert.create', targetType: 'advert', targetId: after.id, after, reason },
    );
    return after;
  });
  await announce(app, place);
  return created;
}

export async function editAdvert(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  input: AdvertInput,
  reason: string,
) {
  const saved = await app.ctx.db.transaction(async (tx) => {
    const before = await advertById(tx, id);
    const after = await updateAdvert(tx, before, input);
    await audit(
      { db: tx, actor },
      { action: 'advert.update', targetType: 'advert', targetId: id, before, after, reason },
    );
    return after;
  });
  await announce(app, saved.placeCode);
  return saved;
}

export async function enableAdvert(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  enabled: boolean,
  reason: string,
) {
  const saved = await app.ctx.db.transaction(async (tx) => {
    const before = await advertById(tx, id);
    const after = await setAdvertEnabled(tx, id, enabled);
    await audit(
      { db: tx, actor },
      {
        action: enabled ? 'advert.enable' : 'advert.disable',
        targetType: 'advert',
        targetId: id,
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
        reason,
      },
    );
    return after;
  });
  await announce(app, saved.placeCode);
  return saved;
}

export async function shiftAdvert(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  direction: Direction,
  reason: string,
) {
  const { placeCode, list } = await app.ctx.db.transaction(async (tx) => {
    const advert = await advertById(tx, id);
    const order = (rows: { id: number; cateId: number | null }[]) =>
      rows.filter((r) => r.cateId === advert.cateId).map((r) => r.id);
    const before = order(await placeAdverts(tx, advert.placeCode));
    await moveAdvert(tx, advert, direction);
    const rows = await placeAdverts(tx, advert.placeCode);
    await audit(
      { db: tx, actor },
      {
        action: 'advert.move',
        targetType: 'advert',
        targetId: id,
        before: { order: before },
        after: { order: order(rows), direction },
        reason,
      },
    );
    return { placeCode: advert.placeCode, list: rows };
  });
  await announce(app, placeCode);
  return { list };
}

export async function removeAdvert(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  reason: string,
) {
  const placeCode = await app.ctx.db.transaction(async (tx) => {
    const before = await advertById(tx, id);
    await deleteAdvert(tx, id);
    await audit(
      { db: tx, actor },
      { action: 'advert.delete', targetType: 'advert', targetId: id, before, reason },
    );
    return before.placeCode;
  });
  await announce(app, placeCode);
  return { id };
}

export async function createCategory(
  app: FastifyInstance,
  actor: AdminActor,
  place: AdvertPlaceCode,
  name: string,
  reason: string,
) {
  // A category without posters shows nothing: no push until a poster is put in it.
  return app.ctx.db.transaction(async (tx) => {
    const after = await insertCategory(tx, place, name);
    await audit(
      { db: tx, actor },
      {
        action: 'advert.category-create',
        targetType: 'advert-category',
        targetId: after.id,
        after,
        reason,
      },
    );
    return after;
  });
}

export async function renameAdvertCategory(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  name: string,
  reason: string,
) {
  const after = await app.ctx.db.transaction(async (tx) => {
    const before = await categoryById(tx, id);
    const renamed = await renameCategory(tx, before, name);
    await audit(
      { db: tx, actor },
      {
        action: 'advert.category-rename',
        targetType: 'advert-category',
        targetId: id,
        before: { name: before.name },
        after: { name: renamed.name },
        reason,
      },
    );
    return renamed;
  });
  await announce(app, after.placeCode);
  return after;
}

export async function shiftCategory(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  direction: Direction,
  reason: string,
) {
  const { placeCode, categories } = await app.ctx.db.transaction(async (tx) => {
    const cate = await categoryById(tx, id);
    const before = (await placeCategories(tx, cate.placeCode)).map((c) => c.id);
    await moveCategory(tx, cate, direction);
    const rows = await placeCategories(tx, cate.placeCode);
    await audit(
      { db: tx, actor },
      {
        action: 'advert.category-move',
        targetType: 'advert-category',
        targetId: id,
        before: { order: before },
        after: { order: rows.map((c) => c.id), direction },
        reason,
      },
    );
    return { placeCode: cate.placeCode, categories: rows };
  });
  await announce(app, placeCode);
  return { categories };
}

export async function removeCategory(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  reason: string,
) {
  return app.ctx.db.transaction(async (tx) => {
    const before = await categoryById(tx, id);
    await deleteCategory(tx, before);
    await audit(
      { db: tx, actor },
      {
        action: 'advert.category-delete',
        targetType: 'advert-category',
        targetId: id,
        before,
        reason,
      },
    );
    return { id };
  });
}

/**
 * An operator's picture through the fans' upload pipeline (checked and re-encoded in the worker pool), owned by
 * the operator. The body is rebuilt as the pipeline reads it; a fresh buffer, since it is handed to the thread.
 */
export async function uploadAdvertPicture(
  app: FastifyInstance,
  actor: AdminActor,
  adminId: number,
  file: string,
) {
  const bytes = new TextEncoder().encode(JSON.stringify({ files: [file] }));
  const [url] = await saveUploads(app.ctx, { adminId }, { bytes, form: false }, 1, 'image');
  await audit(
    { db: app.ctx.db, actor },
    { action: 'advert.upload', targetType: 'upload', targetId: url, after: { url } },
  );
  return { url: url! };
}
