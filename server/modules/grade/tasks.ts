// Tasks (每日任务, 新手任务): progress measured on the server from what the user really did (experience events,
// check-ins, follows, gifts, the profile and recharges), and a reward claimed once per period — the claim row's
// primary key and one transaction with the reward (experience, or 球票 posted to the ledger as 系统赠送).
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { TaskItem } from '../../../contract/calls/grade';
import { UNITS_PER_DIAMOND } from '../../../contract/calls/pay';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { addChinaDays, chinaDay, chinaDayStart } from '../../../contract/format/china-day';
import { type TaskDef, taskById, tasks, thresholdOf } from '../../../contract/grade';
import type { AppContext } from '../../context';
import {
  checkins,
  experienceEvents,
  follows,
  giftRecords,
  rechargeOrders,
  taskClaims,
  userMarks,
  users,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { inLedger } from '../pay/ledger';
import { balancesAfter } from '../pay/spend-postings';
import { gradeNow } from './clock';
import { announceLevel, type Credited, creditIn, type DbOrTx } from './experience';

export const periodOf = (task: TaskDef, now: number) =>
  task.kind === 'daily' ? chinaDay(now) : 'once';

/** How far the user is with every task (uncapped measures; the list caps them at the goal). */
async function measures(db: DbOrTx, userId: number, now: number): Promise<Map<string, number>> {
  const day = chinaDay(now);
  const from = new Date(chinaDayStart(day));
  const to = new Date(chinaDayStart(addChinaDays(day, 1)));
  const [events, checkedIn, followed, gifted, profile, marks, recharged] = await Promise.all([
    db
      .select({
        source: experienceEvents.source,
        n: count(),
        sum: sql<string>`sum(${experienceEvents.amount})`,
      })
      .from(experienceEvents)
      .where(and(eq(experienceEvents.userId, userId), eq(experienceEvents.day, day)))
      .groupBy(experienceEvents.source),
    db
      .select({ n: count() })
      .from(checkins)
      .where(and(eq(checkins.userId, userId), eq(checkins.day, day))),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.targetId))
      .where(
        and(
          eq(follows.followerId, userId),
          eq(users.isAnchor, 1),
          gte(follows.createdAt, from),
          lt(follows.createdAt, to),
        ),
      ),
    db
      .select({ n: sql<string>`coalesce(sum(${giftRecords.count}), 0)` })
      .from(giftRecords)
      .where(
        and(
          eq(giftRecords.senderId, userId),
          gte(giftRecords.createdAt, from),
          lt(giftRecords.createdAt, to),
        ),
      ),
    db
      .select({ portrait: users.portrait, realName: users.realNameStatus })
      .from(users)
      .where(eq(users.id, userId)),
    db.select({ mark: userMarks.mark }).from(userMarks).where(eq(userMarks.userId, userId)),
    db
      .select({ n: count() })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, 'paid'))),
  ]);
  const bySource = new Map(events.map((e) => [e.source, e]));
  const me = profile[0];
  return new Map([
    ['daily-checkin', checkedIn[0]?.n ?? 0],
    ['daily-watch', Number(bySource.get('watch')?.sum ?? 0)],
    ['daily-chat', bySource.get('chat')?.n ?? 0],
    ['daily-follow', followed[0]?.n ?? 0],
    ['daily-gift', Number(gifted[0]?.n ?? 0)],
    // Every account is made with its phone: bound from the start.
    ['new-phone', 1],
    ['new-portrait', me && me.portrait !== '' ? 1 : 0],
    ['new-nickname', marks.some((m) => m.mark === 'nickname') ? 1 : 0],
    ['new-real-name', me?.realName === 1 ? 1 : 0],
    ['new-recharge', (recharged[0]?.n ?? 0) > 0 ? 1 : 0],
  ]);
}

async function claimedKeys(db: DbOrTx, userId: number, now: number) {
  const rows = await db
    .select({ taskId: taskClaims.taskId, period: taskClaims.period })
    .from(taskClaims)
    .where(eq(taskClaims.userId, userId));
  const today = chinaDay(now);
  return new Set(
    rows.filter((r) => r.period === 'once' || r.period === today).map((r) => r.taskId),
  );
}

export async function taskListOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<TaskItem[]> {
  const now = gradeNow(ctx);
  const [progress, claimed] = await Promise.all([
    measures(ctx.db, userId, now),
    claimedKeys(ctx.db, userId, now),
  ]);
  return tasks.map((t) => {
    const done = Math.min(progress.get(t.id) ?? 0, t.goal);
    return {
      id: t.id,
      kind: t.kind,
      title: t.title,
      progress: done,
      goal: t.goal,
      unit: t.unit,
      state: claimed.has(t.id) ? 'claimed' : done >= t.goal ? 'claimable' : 'todo',
      reward: t.reward,
      href: t.href,
    };
  });
}

/** POST /api/task/reward: pays a finished task's reward once per period, whatever the number of tries. */
export async function claimTask(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  userId: number,
  taskId: string,
) {
  const task = taskById(taskId);
  if (!task) throw new ApiError(errors.taskNotFound);
  const now = gradeNow(ctx);
  const period = periodOf(task, now);
  let credited: Credited | null = null;
  const answer = await inLedger(ctx, async (ledger) => {
    const progress = (await measures(ledger.tx, userId, now)).get(task.id) ?? 0;
    if (progress < task.goal) throw new ApiError(errors.taskNotFinished);
    // The claim row first: a second claim of the same period waits here for the first one's commit, then
    // finds the row and is refused, so the reward below runs once.
    const [claim] = await ledger.tx
      .insert(taskClaims)
      .values({
        userId,
        taskId: task.id,
        period,
        rewardKind: task.reward.kind,
        amount: task.reward.amount,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ taskId: taskClaims.taskId });
    if (!claim) throw new ApiError(errors.taskClaimed);
    if (task.reward.kind === 'ticket') {
      const units = task.reward.amount * UNITS_PER_DIAMOND;
      const transactionId = await ledger.post({
        tradeType: TRADE.systemGrant,
        userId,
        memo: { note: `任务奖励：${task.title}`, taskId: task.id, period },
        legs: [
          {
            account: { user: userId, currency: 'ticket' },
            amount: units,
            tradeType: TRADE.systemGrant,
          },
          {
            account: { system: 'payouts', currency: 'ticket' },
            amount: -units,
            tradeType: TRADE.systemGrant,
          },
        ],
      });
      await ledger.tx
        .update(taskClaims)
        .set({ transactionId })
        .where(
          and(
            eq(taskClaims.userId, userId),
            eq(taskClaims.taskId, task.id),
            eq(taskClaims.period, period),
          ),
        );
    } else {
      credited = await creditIn(
        ledger.tx,
        {
          userId,
          source: 'task',
          amount: task.reward.amount,
          ref: `task:${userId}:${task.id}:${period}`,
        },
        now,
      );
    }
    const balances = await balancesAfter(ledger.tx, userId);
    return { balances };
  });
  await announceLevel(ctx, userId, credited).catch(() => {});
  const state = await experienceOf(ctx.db, userId);
  return {
    taskId: task.id,
    reward: task.reward,
    experience: state.experience,
    level: state.level,
    ...answer.balances,
  };
}

/** The user's total experience and shown level. */
export async function experienceOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      level: users.level,
      experience: sql<
        string | null
      >`(select experience from user_experience where user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const level = row?.level ?? 0;
  // No row yet: the experience the shown level stands for (the first credit writes exactly that).
  const experience = row?.experience == null ? thresholdOf(level) : Number(row.experience);
  return { level, experience };
}
