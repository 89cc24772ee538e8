// The 新闻文章 desk's actions: take an article down or put it back, pin it to the headline or unpin it, each
// through the news module and audited (before/after, reason) in the same transaction. Readers' caches are
// dropped by the news module's own writes; a taken-down article answers readers 404 (newsNotFound).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../../contract/errors';
import { adminAudit } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  deskItem,
  pickArticle,
  republishArticle,
  unpickArticle,
  withdrawArticle,
} from '../news/service';
import { type AdminActor, audit, type DbOrTx } from './audit';

type Tx = Parameters<typeof deskItem>[0];

/** Whether the article's last take-down or restore was an operator's take-down (an author's own withdrawal is theirs). */
async function takenDownByOperator(db: DbOrTx, id: number) {
  const [last] = await db
    .select({ action: adminAudit.action })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.targetType, 'news'),
        eq(adminAudit.targetId, String(id)),
        inArray(adminAudit.action, ['news.take-down', 'news.restore']),
      ),
    )
    .orderBy(desc(adminAudit.id))
    .limit(1);
  return last?.action === 'news.take-down';
}

export async function takeDownArticle(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  reason: string,
) {
  return app.ctx.db.transaction(async (tx) => {
    const before = await deskItem(tx as unknown as Tx, id);
    if (before.status === 'withdrawn') throw new ApiError(errors.newsAdminAlreadyDown);
    await withdrawArticle(tx as unknown as Tx, id);
    // Off the headline too: a pick of an article nobody can read would be a dead slide.
    if (before.pinned) await unpickArticle(tx as unknown as Tx, id, 'banner');
    const after = await deskItem(tx as unknown as Tx, id);
    await audit(
      { db: tx, actor },
      {
        action: 'news.take-down',
        targetType: 'news',
        targetId: id,
        before: { status: before.status, pinned: before.pinned, title: before.title },
        after: { status: after.status, pinned: after.pinned },
        reason,
      },
    );
    return after;
  });
}

export async function restoreArticle(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  reason: string,
) {
  return app.ctx.db.transaction(async (tx) => {
    const before = await deskItem(tx as unknown as Tx, id);
    if (before.status !== 'withdrawn' || !(await takenDownByOperator(tx, id)))
      throw new ApiError(errors.newsAdminNotDown);
    await republishArticle(tx as unknown as Tx, id);
    const after = await deskItem(tx as unknown as Tx, id);
    await audit(
      { db: tx, actor },
      {
        action: 'news.restore',
        targetType: 'news',
        targetId: id,
        before: { status: before.status },
        after: { status: after.status },
        reason,
      },
    );
    return after;
  });
}

export async function pinArticle(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  pinned: boolean,
  reason: string,
) {
  return app.ctx.db.transaction(async (tx) => {
    const before = await deskItem(tx as unknown as Tx, id);
    if (pinned && before.status !== 'published') throw new ApiError(errors.newsAdminNotPublished);
    // New pins lead the headline carousel (sort ascending): before every earlier pick.
    if (pinned)
      await pickArticle(tx as unknown as Tx, id, 'banner', -Math.floor(Date.now() / 1000));
    else await unpickArticle(tx as unknown as Tx, id, 'banner');
    const after = await deskItem(tx as unknown as Tx, id);
    await audit(
      { db: tx, actor },
      {
        action: pinned ? 'news.pin' : 'news.unpin',
        targetType: 'news',
        targetId: id,
        before: { pinned: before.pinned },
        after: { pinned: after.pinned },
        reason,
      },
    );
    return after;
  });
}
