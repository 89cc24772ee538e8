// Circles (圈子): the list with the reader's own first, one circle with its moderators, joining and leaving.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { circleMembers, circles, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { crestUrl } from '../art/service';

type CircleRow = typeof circles.$inferSelect;
export type CircleRole = 'member' | 'moderator';

/** A circle's picture: its own, else its team's crest or its competition's mark, else the topic circles' drawn bubble. */
export function circleIcon(c: Pick<CircleRow, 'icon' | 'teamId' | 'competitionId'>) {
  if (c.icon) return c.icon;
  if (c.teamId !== null) return crestUrl('team', c.teamId);
  if (c.competitionId !== null) return crestUrl('competition', c.competitionId);
  return '/img/circle-topic.svg';
}

function circleView(c: CircleRow, role: CircleRole | null) {
  return {
    id: c.id,
    name: c.name,
    kind: c.kind as 'team' | 'league' | 'topic',
    icon: circleIcon(c),
    description: c.description,
    sport: c.sport,
    teamId: c.teamId,
    competitionId: c.competitionId,
    memberCount: c.memberCount,
    postCount: c.postCount,
    joined: role !== null,
    role,
  };
}

async function rolesOf(db: Db, userId: number | null, circleIds?: number[]) {
  if (userId === null) return new Map<number, CircleRole>();
  const rows = await db
    .select({ circleId: circleMembers.circleId, role: circleMembers.role })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.userId, userId),
        circleIds ? inArray(circleMembers.circleId, circleIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.circleId, r.role as CircleRole]));
}

/** The user's role in a circle, or null when not a member. */
export async function roleIn(db: Db, userId: number, circleId: number) {
  return (await rolesOf(db, userId, [circleId])).get(circleId) ?? null;
}

export async function listCircles(
  db: Db,
  q: { userId: number | null; kind?: CircleRow['kind']; joinedOnly?: boolean },
) {
  const rows = await db
    .select()
    .from(circles)
    .where(q.kind ? eq(circles.kind, q.kind) : undefined)
    .orderBy(asc(circles.sort), desc(circles.memberCount), asc(circles.id));
  const roles = await rolesOf(db, q.userId);
  const views = rows.map((c) => circleView(c, roles.get(c.id) ?? null));
  // Joined circles first (the list's order otherwise kept): what a fan opens most.
  const joined = views.filter((v) => v.joined);
  return q.joinedOnly ? joined : [...joined, ...views.filter((v) => !v.joined)];
}

export async function findCircle(db: Db, id: number) {
  const [row] = await db.select().from(circles).where(eq(circles.id, id));
  if (!row) throw new ApiError(errors.circleNotFound);
  return row;
}

export async function circleDetail(db: Db, id: number, userId: number | null) {
  const circle = await findCircle(db, id);
  const role = userId === null ? null : await roleIn(db, userId, id);
  const moderators = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      portrait: users.portrait,
      isAnchor: users.isAnchor,
    })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(and(eq(circleMembers.circleId, id), eq(circleMembers.role, 'moderator')))
    .orderBy(asc(circleMembers.createdAt));
  return { ...circleView(circle, role), moderators };
}

/** Joins (or, with role 'moderator', appoints); the member count moves in the same transaction. */
export async function joinCircle(
  db: Db,
  userId: number,
  circleId: number,
  role: CircleRole = 'member',
) {
  return db.transaction(async (tx) => {
    await findCircle(tx as unknown as Db, circleId);
    const added = await tx
      .insert(circleMembers)
      .values({ circleId, userId, role })
      .onConflictDoNothing()
      .returning({ userId: circleMembers.userId });
    if (added.length === 0 && role === 'moderator') {
      await tx
        .update(circleMembers)
        .set({ role })
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
    }
    const [row] = await tx
      .update(circles)
      .set({ memberCount: sql`${circles.memberCount} + ${added.length}` })
      .where(eq(circles.id, circleId))
      .returning({ memberCount: circles.memberCount });
    return { joined: true, memberCount: row!.memberCount };
  });
}

export async function leaveCircle(db: Db, userId: number, circleId: number) {
  return db.transaction(async (tx) => {
    await findCircle(tx as unknown as Db, circleId);
    const [member] = await tx
      .select({ role: circleMembers.role })
      .from(circleMembers)
      .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
    // A moderator steps down through an operator first: a circle is not left without its keeper by a click.
    if (member?.role === 'moderator') throw new ApiError(errors.circleModeratorLeave);
    const gone = await tx
      .delete(circleMembers)
      .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
      .returning({ userId: circleMembers.userId });
    const [row] = await tx
      .update(circles)
      .set({ memberCount: sql`${circles.memberCount} - ${gone.length}` })
      .where(eq(circles.id, circleId))
      .returning({ memberCount: circles.memberCount });
    return { joined: false, memberCount: row!.memberCount };
  });
}
