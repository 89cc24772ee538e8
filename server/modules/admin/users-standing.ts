// A user's site-wide standing: a mute (no room chat, match chat, comments or posts) or a ban (no login), as the
// operators' users desk set it. A leaf: the chat, comment and login paths import it, it imports none of them.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import { chinaClock, chinaDay } from '../../../contract/format/china-day';
import type { Db } from '../../db/client';
import { userSanctions } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export type SanctionKind = 'mute' | 'ban';

/** Sanctions in force at `now`: not lifted, and permanent or not yet over. */
export const inForce = (now: number) =>
  and(
    isNull(userSanctions.liftedAt),
    or(isNull(userSanctions.until), gt(userSanctions.until, new Date(now))),
  );

/**
 * The end of the user's mute as a SQL expression for a caller's own query (the chat send path reads it with
 * the room in one round trip): null when not muted, -1 when for ever, else Unix ms. A ban mutes too.
 */
export const muteEndSql = (userId: number, now: number) => {
  const at = new Date(now).toISOString();
  return sql<
    number | string | null
  >`(select case when bool_or(until is null) then -1 else (extract(epoch from max(until)) * 1000)::bigint end from user_sanctions where user_id = ${userId} and lifted_at is null and (until is null or until > ${at}::timestamptz))`;
};

const endText = (end: number) =>
  end < 0 ? '永久' : `至 ${chinaDay(end)} ${chinaClock(end)}（北京时间）`;

/** The refusal a muted user sees wherever they try to speak. */
export const mutedError = (end: number) =>
  new ApiError(errors.siteMuted, `您已被全站禁言（${endText(end)}），暂时无法发言`, {
    until: end < 0 ? null : end,
  });

/** The end of the user's sanction of this kind in force (a ban counts as a mute): null, -1 for ever, or ms. */
export async function sanctionEnd(
  db: Db,
  userId: number,
  kind: SanctionKind,
  now = Date.now(),
): Promise<number | null> {
  const rows = await db
    .select({ kind: userSanctions.kind, until: userSanctions.until })
    .from(userSanctions)
    .where(and(eq(userSanctions.userId, userId), inForce(now)));
  const hits = rows.filter((r) => kind === 'mute' || r.kind === 'ban');
  if (hits.length === 0) return null;
  if (hits.some((r) => r.until === null)) return -1;
  return Math.max(...hits.map((r) => r.until!.getTime()));
}

export const muteEndOf = (end: number | string | null) => (end === null ? null : Number(end));

/** Refuses a muted (or banned) user's chat line, comment or post. */
export async function assertMaySpeak(db: Db, userId: number, now = Date.now()) {
  const end = await sanctionEnd(db, userId, 'mute', now);
  if (end !== null) throw mutedError(end);
}

/** Refuses a banned user's login. */
export async function assertMayLogin(db: Db, userId: number, now = Date.now()) {
  const end = await sanctionEnd(db, userId, 'ban', now);
  if (end !== null)
    throw new ApiError(errors.siteBanned, `该账号已被封禁（${endText(end)}），暂时无法登录`, {
      until: end < 0 ? null : end,
    });
}
