// Daily check-in (签到): once per China day (the primary key refuses a second, even two at once), a streak of
// consecutive days, and experience growing with the streak (contract checkinReward).
import { and, desc, eq, lte } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import { addChinaDays, chinaDay } from '../../../contract/format/china-day';
import { checkinReward } from '../../../contract/grade';
import type { AppContext } from '../../context';
import { checkins } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { gradeNow } from './clock';
import { announceLevel, creditIn, type DbOrTx } from './experience';

/** Today's state: checked in or not, the running streak and the last 7 days checked in. */
export async function checkinStateOf(db: DbOrTx, userId: number, now: number) {
  const today = chinaDay(now);
  const rows = await db
    .select({ day: checkins.day, streak: checkins.streak })
    .from(checkins)
    .where(and(eq(checkins.userId, userId), lte(checkins.day, today)))
    .orderBy(desc(checkins.day))
    .limit(7);
  const last = rows[0];
  const checkedToday = last?.day === today;
  const alive = checkedToday || last?.day === addChinaDays(today, -1);
  const streak = alive && last ? last.streak : 0;
  const weekStart = addChinaDays(today, -6);
  return {
    today: checkedToday,
    streak,
    days: rows.map((r) => r.day).filter((d) => d >= weekStart),
    reward: checkedToday ? checkinReward(streak) : checkinReward(streak + 1),
  };
}

export async function checkIn(ctx: Pick<AppContext, 'db' | 'bus'>, userId: number) {
  const now = gradeNow(ctx);
  const day = chinaDay(now);
  const result = await ctx.db.transaction(async (tx) => {
    const [yesterday] = await tx
      .select({ streak: checkins.streak })
      .from(checkins)
      .where(and(eq(checkins.userId, userId), eq(checkins.day, addChinaDays(day, -1))));
    const streak = (yesterday?.streak ?? 0) + 1;
    const reward = checkinReward(streak);
    const [row] = await tx
      .insert(checkins)
      .values({ userId, day, streak, reward, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ day: checkins.day });
    if (!row) throw new ApiError(errors.checkinAlready);
    const credited = await creditIn(
      tx,
      { userId, source: 'checkin', amount: reward, ref: `checkin:${userId}:${day}` },
      now,
    );
    return { streak, reward: credited?.granted ?? 0, credited };
  });
  await announceLevel(ctx, userId, result.credited).catch(() => {});
  return {
    streak: result.streak,
    reward: result.reward,
    experience: result.credited?.experience ?? 0,
    level: result.credited?.level ?? 0,
  };
}
