// Playback records: each recorded publish becomes one (HLS VOD under /media/recordings/…), listed per room
// newest first (/api/back/pageByRoom) and read one at a time (/api/back/detail).
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import type { backDetail } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { matches, roomRecordings } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { FinishedRecording } from '../../providers/media/types';
import { typedMatchItems } from '../match/service';
import { MEDIA_ROOT } from './media-files';
import type { Room } from './rooms';

type PlaybackRecord = CallData<typeof backDetail>;
type RecordingRow = typeof roomRecordings.$inferSelect;

/** The URL of a file under the media directory (recordings and their covers). */
export const mediaUrl = (relative: string) =>
  relative ? `${MEDIA_ROOT}/${relative.split(/[\\/]+/).join('/')}` : '';

export async function saveRecording(db: Db, room: Room, recording: FinishedRecording) {
  await db.insert(roomRecordings).values({
    roomId: room.id,
    sessionId: room.sessionId,
    title: room.title,
    playlist: recording.playlist,
    cover: recording.cover,
    durationMs: recording.durationMs,
    matchId: room.matchId,
    matchType: room.matchType,
    createdAt: new Date(recording.startedAt),
  });
}

async function recordsOf(db: Db, rows: RecordingRow[]): Promise<PlaybackRecord[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.matchId ? [r.matchId] : [])))];
  const items = ids.length ? await typedMatchItems(db, inArray(matches.id, ids)) : [];
  const byId = new Map(items.map((i) => [i.id, i]));
  return rows.map((r) => ({
    id: r.id,
    roomId: r.roomId,
    title: r.title,
    cover: mediaUrl(r.cover),
    durationSeconds: Math.round(r.durationMs / 1000),
    createdAt: r.createdAt.getTime(),
    url: mediaUrl(r.playlist),
    match: (r.matchId && byId.get(r.matchId)) || null,
  }));
}

export async function playbackPage(db: Db, roomId: number, page: number, pageSize: number) {
  const where = eq(roomRecordings.roomId, roomId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(roomRecordings)
      .where(where)
      .orderBy(desc(roomRecordings.createdAt), desc(roomRecordings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(roomRecordings).where(where),
  ]);
  return { list: await recordsOf(db, rows), total: total?.n ?? 0, page, pageSize };
}

export async function playbackRecord(db: Db, recordId: number): Promise<PlaybackRecord> {
  const [row] = await db.select().from(roomRecordings).where(eq(roomRecordings.id, recordId));
  if (!row) throw new ApiError(errors.playbackNotFound);
  const [record] = await recordsOf(db, [row]);
  return record!;
}
