// The dashboard's figures, read live: sockets and users online (over every process), live rooms and their
// viewers, today's (China day) money and sign-ups, the withdrawal queue, the feed's health, 14 days of trend, and the
// moderation queues' response times (dashboard-moderation.ts).
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DashboardFigures } from '../../../contract/calls/admin';
import { addChinaDays, chinaDay, chinaDayStart } from '../../../contract/format/china-day';
import {
  appMeta,
  giftRecords,
  matches,
  rechargeOrders,
  rooms,
  users,
  withdrawals,
} from '../../db/schema';
import { LIVE_STATES } from '../match/states';
import { viewersOf } from '../room/service';
import { moderationTimes } from './dashboard-moderation';

export const TREND_DAYS = 14;
const FEED_FRESH_MS = 5 * 60_000;

const sum = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const count = () => sql<number>`count(*)::int`.mapWith(Number);
/** The China day of a timestamp column, as YYYY-MM-DD, without relying on the engine's time zone data. */
const chinaDayOf = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

async function online(app: FastifyInstance) {
  try {
    const sockets = await app.io.fetchSockets();
    const userIds = new Set<number>();
    for (const s of sockets) {
      const user = (s.data as { user?: { id: number } | null }).user;
      if (user) userIds.add(user.id);
    }
    return { onlineSockets: sockets.length, onlineUsers: userIds.size };
  } catch {
    // Another process that does not answer in time: the figure is unknown rather than the page failing.
    return { onlineSockets: 0, onlineUsers: 0 };
  }
}

export async function dashboardFigures(
  app: FastifyInstance,
  now = Date.now(),
): Promise<DashboardFigures> {
  const { db, config } = app.ctx;
  const today = chinaDay(now);
  const start = new Date(chinaDayStart(today));
  const firstDay = addChinaDays(today, -(TREND_DAYS - 1));
  const trendStart = new Date(chinaDayStart(firstDay));
  const cursorKey = `feed:${config.feed.provider}:cursor`;

  const [
    socketFigures,
    liveRooms,
    [recharge],
    [gifts],
    [newUsers],
    [pending],
    [paid],
    [feedMeta],
    [liveMatches],
    userDays,
    rechargeDays,
    moderation,
    health,
  ] = await Promise.all([
    online(app),
    db.select({ id: rooms.id }).from(rooms).where(eq(rooms.status, 'live')),
    db
      .select({ units: sum(rechargeOrders.diamondUnits), n: count() })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.status, 'paid'), gte(rechargeOrders.paidAt, start))),
    db
      .select({ units: sum(giftRecords.diamondUnits), n: count() })
      .from(giftRecords)
      .where(gte(giftRecords.createdAt, start)),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, start)),
    db
      .select({ units: sum(withdrawals.amountUnits), n: count() })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'pending')),
    db
      .select({ units: sum(withdrawals.amountUnits), n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'paid'), gte(withdrawals.decidedAt, start))),
    db.select({ at: appMeta.updatedAt }).from(appMeta).where(eq(appMeta.key, cursorKey)),
    db
      .select({ n: count() })
      .from(matches)
      .where(
        inArray(matches.state, [...new Set([...LIVE_STATES.football, ...LIVE_STATES.basketball])]),
      ),
    db
      .select({ day: chinaDayOf(users.createdAt), n: count() })
      .from(users)
      .where(gte(users.createdAt, trendStart))
      .groupBy(chinaDayOf(users.createdAt)),
    db
      .select({ day: chinaDayOf(rechargeOrders.paidAt), units: sum(rechargeOrders.diamondUnits) })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.status, 'paid'), gte(rechargeOrders.paidAt, trendStart)))
      .groupBy(chinaDayOf(rechargeOrders.paidAt)),
    moderationTimes(db, now),
    // From the process that leads the feed (this one or another, through the shared store).
    app.ctx.feed.sharedHealth(),
  ]);

  const liveIds = liveRooms.map((r) => r.id);
  const viewers = [...viewersOf(app).countsOf(liveIds).values()].reduce((a, b) => a + b, 0);
  const usersByDay = new Map(userDays.map((d) => [d.day, d.n]));
  const rechargeByDay = new Map(rechargeDays.map((d) => [d.day, d.units]));
  const lastUpdateAt = feedMeta?.at.getTime() ?? null;

  return {
    ...socketFigures,
    liveRooms: liveIds.length,
    viewers,
    today: {
      day: today,
      rechargeUnits: recharge?.units ?? 0,
      rechargeCount: recharge?.n ?? 0,
      giftUnits: gifts?.units ?? 0,
      giftCount: gifts?.n ?? 0,
      newUsers: newUsers?.n ?? 0,
      withdrawalsPaidUnits: paid?.units ?? 0,
      withdrawalsPaidCount: paid?.n ?? 0,
    },
    withdrawalsPending: { count: pending?.n ?? 0, units: pending?.units ?? 0 },
    feed: {
      provider: config.feed.provider,
      fresh: lastUpdateAt !== null && now - lastUpdateAt < FEED_FRESH_MS,
      lastUpdateAt,
      liveMatches: liveMatches?.n ?? 0,
      running: health.provider !== null,
      serving: health.serving ?? null,
      lastSuccessAt: health.lastSuccessAt ?? null,
      lagMs: health.lastSuccessAt != null ? Math.max(0, now - health.lastSuccessAt) : null,
      errorRate: health.recentRequests ? (health.errorRate ?? null) : null,
      pausedUntil: health.pausedUntil ?? null,
    },
    days: Array.from({ length: TREND_DAYS }, (_, i) => {
      const day = addChinaDays(firstDay, i);
      return {
        day,
        newUsers: usersByDay.get(day) ?? 0,
        rechargeUnits: rechargeByDay.get(day) ?? 0,
      };
    }),
    moderation,
    at: now,
  };
}
