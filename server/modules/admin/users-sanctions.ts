// Site-wide mutes and bans set from the console (the users desk, or an act on a report): the row, a ban's
// revoked sessions and the audit in one transaction; after commit the user's open pages are told (user.sanction),
// so a room page locks its chat input without a reload.
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  type SanctionDuration,
  sanctionDurationMs,
} from '../../../contract/calls/admin-moderation';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sessions, userSanctions, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { restateUser } from '../chat/standing';
import { type AdminActor, audit, type DbOrTx } from './audit';
import type { SanctionKind } from './users-standing';

type Ctx = Pick<AppContext, 'db' | 'kv' | 'bus'>;
type SanctionRow = typeof userSanctions.$inferSelect;

export const sanctionView = (r: SanctionRow, now = Date.now()) => ({
  id: r.id,
  kind: r.kind,
  until: r.until?.getTime() ?? null,
  reason: r.reason,
  by: r.adminUsername,
  createdAt: r.createdAt.getTime(),
  liftedAt: r.liftedAt?.getTime() ?? null,
  liftedBy: r.liftedBy,
  active: r.liftedAt === null && (r.until === null || r.until.getTime() > now),
});

export async function sanctionsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(userSanctions)
    .where(eq(userSanctions.userId, userId))
    .orderBy(desc(userSanctions.id))
    .limit(50);
  return rows.map((r) => sanctionView(r));
}

/** Revokes the user's live sessions (one, or all); the number revoked. */
export async function revokeUserSessions(db: DbOrTx, userId: number, sessionId?: number) {
  const where = and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    ...(sessionId === undefined ? [] : [eq(sessions.id, sessionId)]),
  );
  const done = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(where)
    .returning({ id: sessions.id });
  return done.length;
}

export interface NewSanction {
  userId: number;
  kind: SanctionKind;
  duration: SanctionDuration;
  reason: string;
  reportRef?: string;
}

/** Inside the caller's transaction: the row, a ban's revoked sessions, the audit. Push with `tellSanction`. */
export async function imposeSanctionIn(tx: DbOrTx, actor: AdminActor, s: NewSanction) {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, s.userId));
  if (!user) throw new ApiError(errors.modUserNotFound);
  const ms = sanctionDurationMs[s.duration];
  const [row] = await tx
    .insert(userSanctions)
    .values({
      userId: s.userId,
      kind: s.kind,
      until: ms === null ? null : new Date(Date.now() + ms),
      reason: s.reason,
      adminId: actor.id,
      adminUsername: actor.username,
      reportRef: s.reportRef ?? '',
    })
    .returning();
  const revoked = s.kind === 'ban' ? await revokeUserSessions(tx, s.userId) : 0;
  const view = sanctionView(row!);
  await audit(
    { db: tx, actor },
    {
      action: s.kind === 'ban' ? 'user.ban' : 'user.mute',
      targetType: 'user',
      targetId: s.userId,
      before: null,
      after: { ...view, revokedSessions: revoked, report: s.reportRef || undefined },
      reason: s.reason,
    },
  );
  return view;
}

/**
 * After the commit: the chat send path's cached standing of the user is restated (every process reads it from the
 * shared KvStore), and the user's open pages (user:<id>) are told their standing changed.
 */
export async function tellSanction(
  ctx: Ctx,
  userId: number,
  s: { kind: SanctionKind; active: boolean; until: number | null },
) {
  await restateUser(ctx, userId);
  await ctx.bus.publish(channels.user(userId), 'user.sanction', s).catch(() => {});
}

export async function imposeSanction(ctx: Ctx, actor: AdminActor, s: NewSanction) {
  const view = await ctx.db.transaction((tx) => imposeSanctionIn(tx, actor, s));
  await tellSanction(ctx, s.userId, { kind: view.kind, active: true, until: view.until });
  return view;
}

export async function liftSanction(
  ctx: Ctx,
  actor: AdminActor,
  userId: number,
  id: number,
  reason: string,
) {
  const view = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(userSanctions)
      .where(
        and(
          eq(userSanctions.id, id),
          eq(userSanctions.userId, userId),
          isNull(userSanctions.liftedAt),
        ),
      );
    if (!before) throw new ApiError(errors.modSanctionNotFound);
    const [after] = await tx
      .update(userSanctions)
      .set({ liftedAt: new Date(), liftedBy: actor.username })
      .where(eq(userSanctions.id, id))
      .returning();
    await audit(
      { db: tx, actor },
      {
        action: 'user.sanction.lift',
        targetType: 'user',
        targetId: userId,
        before: sanctionView(before),
        after: sanctionView(after!),
        reason,
      },
    );
    return sanctionView(after!);
  });
  await tellSanction(ctx, userId, { kind: view.kind, active: false, until: view.until });
  return view;
}
