// Anchors' reservations of matches to stream: reserve and cancel, an anchor's next and upcoming matches,
// a user's reserved matches, and the anchors who reserved a match.
import { and, asc, desc, eq, not } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { matchReserve, pcAnchorByMatch } from '../../../contract/calls/match';
import { MATCH_ANCHORS_MAX, RESERVED_RECENT_MAX } from '../../../contract/calls/match';
import { errors } from '../../../contract/errors';
import type { MatchType } from '../../../contract/events';
import type { Db } from '../../db/client';
import { matches, matchReserves, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { SessionUser } from '../user/service';
import { findMatch } from './reads';
import { itemsInOrder, type TypedItem } from './schedule-api';
import { isAhead, stillAhead } from './states';

export interface ReserveInput {
  matchId: number;
  matchType: MatchType;
  cancel?: boolean;
}

/**
 * Reserve (idempotent: the pair is the key) or, with cancel, drop a reservation. Cancelling needs no anchor
 * status and works on any match: someone who stopped being an anchor can still clear their list.
 */
export async function reserve(
  db: Db,
  user: SessionUser,
  input: ReserveInput,
): Promise<CallData<typeof matchReserve>> {
  if (!input.cancel && user.isAnchor !== 1) throw new ApiError(errors.notAnAnchor);
  const match = await findMatch(db, input.matchId, input.matchType);
  const answer = { matchId: match.id, matchType: input.matchType };
  if (input.cancel) {
    await db
      .delete(matchReserves)
      .where(and(eq(matchReserves.userId, user.id), eq(matchReserves.matchId, match.id)));
    return { ...answer, reserved: false };
  }
  if (!isAhead(input.matchType, match.state)) throw new ApiError(errors.matchOver);
  await db
    .insert(matchReserves)
    .values({ userId: user.id, matchId: match.id })
    .onConflictDoNothing();
  return { ...answer, reserved: true };
}

async function requireUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(errors.userNotFound);
}

/** Ids of the user's reserved matches that match `where`, by kick-off (`newestFirst` reverses it). */
function reservedIds(db: Db, userId: number, where: ReturnType<typeof and>, newestFirst = false) {
  const order = newestFirst ? desc : asc;
  return db
    .select({ id: matches.id })
    .from(matchReserves)
    .innerJoin(matches, eq(matches.id, matchReserves.matchId))
    .where(and(eq(matchReserves.userId, userId), where))
    .orderBy(order(matches.kickoffAt), order(matches.id));
}

/** The anchor's next match: the earliest reserved one still ahead (a match in play counts). */
export async function nextReserved(db: Db, userId: number): Promise<TypedItem | null> {
  await requireUser(db, userId);
  const [next] = await reservedIds(db, userId, stillAhead()).limit(1);
  if (!next) return null;
  const [item] = await itemsInOrder(db, [next.id]);
  return item ?? null;
}

/** The anchor's reserved matches not yet over, by kick-off. */
export async function upcomingReserved(db: Db, userId: number): Promise<TypedItem[]> {
  await requireUser(db, userId);
  const ids = await reservedIds(db, userId, stillAhead());
  return itemsInOrder(
    db,
    ids.map((r) => r.id),
  );
}

/** Everything the user reserved: upcoming by kick-off, then the finished and abnormal ones newest first. */
export async function allReserved(db: Db, userId: number): Promise<TypedItem[]> {
  await requireUser(db, userId);
  const [ahead, over] = await Promise.all([
    reservedIds(db, userId, stillAhead()),
    reservedIds(db, userId, not(stillAhead()), true).limit(RESERVED_RECENT_MAX),
  ]);
  return itemsInOrder(
    db,
    [...ahead, ...over].map((r) => r.id),
  );
}

/** The anchors who reserved the match, in the order they reserved it. */
export async function anchorsOfMatch(
  db: Db,
  matchId: number,
  type: MatchType,
): Promise<CallData<typeof pcAnchorByMatch>> {
  const match = await findMatch(db, matchId, type);
  const rows = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
    })
    .from(matchReserves)
    .innerJoin(users, eq(users.id, matchReserves.userId))
    // Someone who stopped being an anchor no longer streams what they reserved.
    .where(and(eq(matchReserves.matchId, match.id), eq(users.isAnchor, 1)))
    .orderBy(asc(matchReserves.createdAt), asc(users.id))
    .limit(MATCH_ANCHORS_MAX);
  return rows.map((r) => ({ ...r, level: Math.max(0, r.level ?? 0) }));
}
