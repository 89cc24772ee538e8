// Reports against rooms (/api/report/add) and the operators' queue of them (npm run operator -- reports).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { reportReasons } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { roomReports, rooms, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type MessageDeps, tellReportHandled } from '../message/service';
import { findIssuedUpload } from '../upload/service';
import { findRoom } from './rooms';

/** One open report per user and room in this window: a second one adds nothing for the operators. */
export const REPORT_WINDOW_MS = 10 * 60_000;

export interface ReportInput {
  roomId: number;
  reason: (typeof reportReasons)[number];
  detail?: string;
  screenshots: string[];
}

/** The screenshots must be images this reporter uploaded here: no hotlinks, no one else's files. */
async function ownScreenshots(ctx: AppContext, userId: number, urls: string[]) {
  const checked: string[] = [];
  for (const url of urls) {
    const upload = await findIssuedUpload(ctx, url);
    if (!upload || upload.userId !== userId) throw new ApiError(errors.reportScreenshotInvalid);
    checked.push(upload.url);
  }
  return [...new Set(checked)];
}

export async function addReport(ctx: AppContext, userId: number, input: ReportInput) {
  const room = await findRoom(ctx.db, input.roomId);
  if (room.anchorId === userId) throw new ApiError(errors.reportOwnRoom);
  const screenshots = await ownScreenshots(ctx, userId, input.screenshots);
  return ctx.db.transaction(async (tx) => {
    // Two submits at once (a double click) queue here, so the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(${room.id}::int, ${userId}::int)`);
    const [open] = await tx
      .select({ id: roomReports.id })
      .from(roomReports)
      .where(
        and(
          eq(roomReports.roomId, room.id),
          eq(roomReports.reporterId, userId),
          eq(roomReports.status, 'open'),
          gt(roomReports.createdAt, new Date(Date.now() - REPORT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (open) throw new ApiError(errors.reportTooSoon);
    const [report] = await tx
      .insert(roomReports)
      .values({
        roomId: room.id,
        reporterId: userId,
        reason: input.reason,
        detail: input.detail ?? '',
        screenshots,
      })
      .returning({ id: roomReports.id });
    return { id: report!.id };
  });
}

/** The open reports, oldest first, with the room's anchor and the reporter's name. */
export async function openReports(db: Db) {
  return db
    .select({
      id: roomReports.id,
      roomId: roomReports.roomId,
      anchorId: rooms.anchorId,
      reporter: users.nickName,
      reason: roomReports.reason,
      detail: roomReports.detail,
      screenshots: roomReports.screenshots,
      createdAt: roomReports.createdAt,
    })
    .from(roomReports)
    .innerJoin(rooms, eq(rooms.id, roomReports.roomId))
    .innerJoin(users, eq(users.id, roomReports.reporterId))
    .where(eq(roomReports.status, 'open'))
    .orderBy(asc(roomReports.createdAt), asc(roomReports.id));
}

/** Marks a report handled; false when it already was. With `tell`, the reporter is told (消息中心). */
export async function closeReport(
  db: Db,
  id: number,
  tell?: MessageDeps,
  upheld = false,
): Promise<boolean> {
  const [row] = await db.select().from(roomReports).where(eq(roomReports.id, id));
  if (!row) throw new ApiError(errors.reportNotFound);
  const done = await db
    .update(roomReports)
    .set({ status: 'done' })
    .where(and(eq(roomReports.id, id), eq(roomReports.status, 'open')))
    .returning({ id: roomReports.id });
  if (done.length > 0 && tell)
    await tellReportHandled(tell, {
      userId: row.reporterId,
      what: 'room',
      reportId: id,
      upheld,
    });
  return done.length > 0;
}
