// The anchor's session history (/api/history/list): each time the room was up, how long, its peak
// viewers and the 球票 its gifts earned (an open session counts its gifts so far).
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { errors } from '../../../contract/errors';
import { chinaDayStart } from '../../../contract/format/china-day';
import type { Db } from '../../db/client';
import { giftRecords, roomSessions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Room } from './rooms';

const DAY = 86_400_000;

export interface HistoryQuery {
  startDate?: string;
  endDate?: string;
  page: number;
  pageSize: number;
}

export async function sessionHistory(db: Db, room: Room, q: HistoryQuery) {
  const from = q.startDate ? chinaDayStart(q.startDate) : null;
  // endDate is inclusive: sessions that started any time that China day.
  const to = q.endDate ? chinaDayStart(q.endDate) + DAY : null;
  if (from !== null && to !== null && from >= to) throw new ApiError(errors.historyDatesInvalid);
  const where = and(
    eq(roomSessions.roomId, room.id),
    from === null ? undefined : gte(roomSessions.startedAt, new Date(from)),
    to === null ? undefined : lt(roomSessions.startedAt, new Date(to)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(roomSessions)
      .where(where)
      .orderBy(desc(roomSessions.startedAt), desc(roomSessions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(roomSessions).where(where),
  ]);
  const now = Date.now();
  const list = await Promise.all(
    rows.map(async (s) => {
      const end = s.endedAt?.getTime() ?? null;
      const units =
        end === null ? await giftsSince(db, room.anchorId, s.startedAt) : s.giftTicketUnits;
      return {
        id: s.id,
        title: s.title,
        startedAt: s.startedAt.getTime(),
        endedAt: end,
        durationSeconds: Math.max(0, Math.round(((end ?? now) - s.startedAt.getTime()) / 1000)),
        peakViewers: s.peakViewers,
        giftIncome: unitsToAmount(units),
      };
    }),
  );
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

async function giftsSince(db: Db, anchorId: number, since: Date) {
  const [row] = await db
    .select({ units: sql<string>`coalesce(sum(${giftRecords.ticketUnits}), 0)` })
    .from(giftRecords)
    .where(and(eq(giftRecords.anchorId, anchorId), gte(giftRecords.createdAt, since)));
  return Number(row?.units ?? 0);
}
