// Crediting experience: one event per thing earned (deduplicated by its ref), clamped to the source's daily
// cap, added to the user's total, and users.level rewritten when the total crosses a threshold. The user's
// experience row is locked for the whole credit, so two credits at once never both squeeze under one cap.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { channels } from '../../../contract/events';
import { chinaDay } from '../../../contract/format/china-day';
import {
  type ExperienceSource,
  LEVEL_MAX,
  levelOf,
  sourceRules,
  thresholdOf,
} from '../../../contract/grade';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { experienceEvents, userExperience, users } from '../../db/schema';
import { gradeNow } from './clock';

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Credit {
  userId: number;
  source: ExperienceSource;
  amount: number;
  /** What earned it: the same ref never credits twice. */
  ref: string;
}

export interface Credited {
  granted: number;
  experience: number;
  level: number;
  previousLevel: number;
}

/**
 * The user's experience row, locked until the transaction ends. A user who has none yet (older accounts,
 * seeded ones) starts at the threshold of the level they already show, so nobody's level drops.
 */
export async function lockExperience(tx: DbOrTx, userId: number) {
  const [user] = await tx.select({ level: users.level }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  await tx
    .insert(userExperience)
    .values({ userId, experience: thresholdOf(Math.min(user.level, LEVEL_MAX)) })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ experience: userExperience.experience })
    .from(userExperience)
    .where(eq(userExperience.userId, userId))
    .for('update');
  return { experience: row?.experience ?? 0, level: user.level };
}

/** Experience earned today from each source (China day of `now`). */
export async function earnedToday(db: DbOrTx, userId: number, day: string) {
  const rows = await db
    .select({ source: experienceEvents.source, sum: sql<string>`sum(${experienceEvents.amount})` })
    .from(experienceEvents)
    .where(and(eq(experienceEvents.userId, userId), eq(experienceEvents.day, day)))
    .groupBy(experienceEvents.source);
  return new Map(rows.map((r) => [r.source as ExperienceSource, Number(r.sum)]));
}

/** Credits inside the caller's transaction; the caller publishes with `announceLevel` after commit. */
export async function creditIn(tx: DbOrTx, credit: Credit, now: number): Promise<Credited | null> {
  const amount = Math.floor(credit.amount);
  if (!(amount > 0)) return null;
  const locked = await lockExperience(tx, credit.userId);
  if (!locked) return null;
  const day = chinaDay(now);
  const [today] = await tx
    .select({ sum: sql<string | null>`sum(${experienceEvents.amount})` })
    .from(experienceEvents)
    .where(
      and(
        eq(experienceEvents.userId, credit.userId),
        eq(experienceEvents.day, day),
        eq(experienceEvents.source, credit.source),
      ),
    );
  const room = sourceRules[credit.source].dailyCap - Number(today?.sum ?? 0);
  const granted = Math.min(amount, room);
  const unchanged = {
    granted: 0,
    experience: locked.experience,
    level: locked.level,
    previousLevel: locked.level,
  };
  if (granted <= 0) return unchanged;
  const inserted = await tx
    .insert(experienceEvents)
    .values({
      userId: credit.userId,
      source: credit.source,
      amount: granted,
      day,
      ref: credit.ref,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: experienceEvents.id });
  if (inserted.length === 0) return unchanged;
  const experience = locked.experience + granted;
  await tx
    .update(userExperience)
    .set({ experience, updatedAt: new Date(now) })
    .where(eq(userExperience.userId, credit.userId));
  const level = levelOf(experience);
  // Only ever raised by experience: an operator's higher level (or a seeded one) is not taken away.
  if (level > locked.level)
    await tx.update(users).set({ level }).where(eq(users.id, credit.userId));
  return { granted, experience, level: Math.max(level, locked.level), previousLevel: locked.level };
}

/**
 * Many credits of one source in the caller's transaction, in a handful of statements whatever their number (a
 * busy room's chat lines: one credit each): the same rules as creditIn (refs never twice, the daily cap in the
 * credits' order, a user without a row starts at their level's threshold, levels only raised), the users'
 * rows locked in id order. Answers per user credited (granted 0 when capped); users gone are left out.
 */
export async function creditManyIn(
  tx: DbOrTx,
  source: ExperienceSource,
  credits: readonly Omit<Credit, 'source'>[],
  now: number,
): Promise<Map<number, Credited>> {
  const out = new Map<number, Credited>();
  const wanted = credits.filter((c) => Math.floor(c.amount) > 0);
  const ids = [...new Set(wanted.map((c) => c.userId))].sort((a, b) => a - b);
  if (ids.length === 0) return out;
  const levels = await tx
    .select({ id: users.id, level: users.level })
    .from(users)
    .where(inArray(users.id, ids));
  if (levels.length === 0) return out;
  await tx
    .insert(userExperience)
    .values(
      levels.map((u) => ({ userId: u.id, experience: thresholdOf(Math.min(u.level, LEVEL_MAX)) })),
    )
    .onConflictDoNothing();
  const locked = await tx
    .select({ userId: userExperience.userId, experience: userExperience.experience })
    .from(userExperience)
    .where(inArray(userExperience.userId, ids))
    .orderBy(asc(userExperience.userId))
    .for('update');
  const day = chinaDay(now);
  const today = await tx
    .select({ userId: experienceEvents.userId, sum: sql<string>`sum(${experienceEvents.amount})` })
    .from(experienceEvents)
    .where(
      and(
        inArray(experienceEvents.userId, ids),
        eq(experienceEvents.day, day),
        eq(experienceEvents.source, source),
      ),
    )
    .groupBy(experienceEvents.userId);
  const levelOfUser = new Map(levels.map((u) => [u.id, u.level]));
  const room = new Map(
    locked.map((r) => [r.userId, sourceRules[source].dailyCap] as [number, number]),
  );
  for (const t of today)
    if (room.has(t.userId)) room.set(t.userId, room.get(t.userId)! - Number(t.sum));
  const events: (typeof experienceEvents.$inferInsert)[] = [];
  for (const c of wanted) {
    const left = room.get(c.userId);
    if (left === undefined || left <= 0) continue;
    const granted = Math.min(Math.floor(c.amount), left);
    room.set(c.userId, left - granted);
    events.push({
      userId: c.userId,
      source,
      amount: granted,
      day,
      ref: c.ref,
      createdAt: new Date(now),
    });
  }
  const inserted = events.length
    ? await tx
        .insert(experienceEvents)
        .values(events)
        .onConflictDoNothing()
        .returning({ userId: experienceEvents.userId, amount: experienceEvents.amount })
    : [];
  const added = new Map<number, number>();
  for (const e of inserted) added.set(e.userId, (added.get(e.userId) ?? 0) + e.amount);
  const raised: { id: number; level: number }[] = [];
  for (const r of locked) {
    const previousLevel = levelOfUser.get(r.userId) ?? 0;
    const granted = added.get(r.userId) ?? 0;
    const experience = r.experience + granted;
    const level = levelOf(experience);
    if (granted > 0 && level > previousLevel) raised.push({ id: r.userId, level });
    out.set(r.userId, {
      granted,
      experience,
      level: Math.max(level, previousLevel),
      previousLevel,
    });
  }
  const rowsOf = (pairs: [number, number][]) =>
    sql.join(
      pairs.map(([a, b]) => sql`(${a}::int, ${b}::bigint)`),
      sql`, `,
    );
  if (added.size > 0)
    await tx.execute(
      sql`update user_experience as x set experience = x.experience + v.add, updated_at = ${new Date(now).toISOString()}::timestamptz
          from (values ${rowsOf([...added])}) as v(user_id, add) where x.user_id = v.user_id`,
    );
  // Only ever raised by experience: an operator's higher level (or a seeded one) is not taken away.
  if (raised.length > 0)
    await tx.execute(
      sql`update users as u set level = v.level::int
          from (values ${rowsOf(raised.map((r) => [r.id, r.level]))}) as v(id, level)
          where u.id = v.id and u.level < v.level`,
    );
  return out;
}

/** Many credits of one source in one transaction, then the level pushes. */
export async function earnMany(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  source: ExperienceSource,
  credits: readonly Omit<Credit, 'source'>[],
) {
  const credited = await ctx.db.transaction((tx) =>
    creditManyIn(tx, source, credits, gradeNow(ctx)),
  );
  for (const [userId, c] of credited) await announceLevel(ctx, userId, c).catch(() => {});
  return credited;
}

/** Tells the user's open pages about a level reached (header, profile, /v/grade). */
export async function announceLevel(
  ctx: Pick<AppContext, 'bus'>,
  userId: number,
  credited: Credited | null,
) {
  if (!credited || credited.level <= credited.previousLevel) return;
  await ctx.bus.publish(channels.user(userId), 'level.up', {
    level: credited.level,
    previous: credited.previousLevel,
    experience: credited.experience,
  });
}

/** One credit in its own transaction, then the level push. */
export async function earn(ctx: Pick<AppContext, 'db' | 'bus'>, credit: Credit) {
  const credited = await ctx.db.transaction((tx) => creditIn(tx, credit, gradeNow(ctx)));
  await announceLevel(ctx, credit.userId, credited).catch(() => {});
  return credited;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * For the other modules' hooks (a chat line, a gift): experience never fails the action that earned it;
 * a failure is logged and the action stands.
 */
export async function earnQuietly(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  credit: Credit,
  log: Logger,
): Promise<void> {
  try {
    await earn(ctx, credit);
  } catch (err) {
    log.warn({ err, credit }, 'experience: credit failed');
  }
}
