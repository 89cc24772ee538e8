// Replays (回放): each live session's recordings become one replay (a publish that came back within the grace
// period is a further part of the same replay), listed per room newest first, by day hot first, and read one
// at a time with the anchor, the bound match and the clip count.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { ReplayCard } from '../../../contract/calls/playback';
import { errors } from '../../../contract/errors';
import { chinaDayStart } from '../../../contract/format/china-day';
import type { Db } from '../../db/client';
import {
  highlightClips,
  matches,
  type RecordingPart,
  roomRecordings,
  rooms,
  users,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { FinishedRecording } from '../../providers/media/types';
import { typedMatchItems } from '../match/service';
import { mediaUrl } from '../room/play-urls';
import { writeJoinedPlaylist } from './replay-playlist';

export type ReplayRow = typeof roomRecordings.$inferSelect;

/** What a replay keeps of its room when a recording finishes. */
export interface RecordedRoom {
  id: number;
  sessionId: number | null;
  title: string;
  matchId: number | null;
  matchType: string | null;
}

/** Bytes of the files in a directory (one level: a recording's segments, playlist and cover). */
export async function dirBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(
    names.map((n) =>
      stat(path.join(dir, n)).then(
        (s) => (s.isFile() ? s.size : 0),
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * Keeps a finished recording as a replay: a new one, or the next part of the replay of the same session
 * and match when the stream dropped and came back. Answers the replay as saved.
 */
export async function saveReplay(
  db: Db,
  mediaDir: string,
  room: RecordedRoom,
  recording: FinishedRecording,
): Promise<ReplayRow> {
  const dir = path.dirname(recording.playlist);
  const bytes = await dirBytes(path.join(mediaDir, dir));
  const [earlier] =
    room.sessionId === null
      ? []
      : await db
          .select()
          .from(roomRecordings)
          .where(
            and(
              eq(roomRecordings.sessionId, room.sessionId),
              isNull(roomRecordings.expiredAt),
              room.matchId === null
                ? isNull(roomRecordings.matchId)
                : eq(roomRecordings.matchId, room.matchId),
            ),
          )
          .orderBy(desc(roomRecordings.createdAt))
          .limit(1);
  if (earlier) {
    const last = earlier.parts.at(-1);
    const offsetMs = last ? last.offsetMs + last.durationMs : earlier.durationMs;
    const parts: RecordingPart[] = [
      ...earlier.parts,
      { dir, startedAt: recording.startedAt, durationMs: recording.durationMs, offsetMs },
    ];
    const playlist = await writeJoinedPlaylist(mediaDir, parts);
    const [saved] = await db
      .update(roomRecordings)
      .set({
        parts,
        playlist,
        durationMs: offsetMs + recording.durationMs,
        sizeBytes: earlier.sizeBytes + bytes,
        cover: earlier.cover || recording.cover,
      })
      .where(eq(roomRecordings.id, earlier.id))
      .returning();
    return saved!;
  }
  const [saved] = await db
    .insert(roomRecordings)
    .values({
      roomId: room.id,
      sessionId: room.sessionId,
      title: room.title,
      playlist: recording.playlist,
      cover: recording.cover,
      durationMs: recording.durationMs,
      matchId: room.matchId,
      matchType: room.matchType,
      createdAt: new Date(recording.startedAt),
      parts: [
        { dir, startedAt: recording.startedAt, durationMs: recording.durationMs, offsetMs: 0 },
      ],
      sizeBytes: bytes,
    })
    .returning();
  return saved!;
}

export async function findReplay(db: Db, id: number): Promise<ReplayRow> {
  const [row] = await db.select().from(roomRecordings).where(eq(roomRecordings.id, id));
  if (!row) throw new ApiError(errors.playbackNotFound);
  return row;
}

/** The cards of replays, in the order given: anchor, match and clip count joined in three queries. */
export async function replayCards(db: Db, rows: ReplayRow[]): Promise<ReplayCard[]> {
  if (rows.length === 0) return [];
  const roomIds = [...new Set(rows.map((r) => r.roomId))];
  const matchIds = [...new Set(rows.flatMap((r) => (r.matchId ? [r.matchId] : [])))];
  const [anchors, items, clipCounts] = await Promise.all([
    db
      .select({
        roomId: rooms.id,
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        level: users.level,
      })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(inArray(rooms.id, roomIds)),
    matchIds.length ? typedMatchItems(db, inArray(matches.id, matchIds)) : [],
    db
      .select({ replayId: highlightClips.replayId, n: count() })
      .from(highlightClips)
      .where(
        and(
          inArray(
            highlightClips.replayId,
            rows.map((r) => r.id),
          ),
          eq(highlightClips.status, 'done'),
        ),
      )
      .groupBy(highlightClips.replayId),
  ]);
  const anchorOf = new Map(anchors.map((a) => [a.roomId, a]));
  const matchOf = new Map(items.map((i) => [i.id, i]));
  const clipsOf = new Map(clipCounts.map((c) => [c.replayId, c.n]));
  return rows.map((r) => {
    const a = anchorOf.get(r.roomId);
    const expired = r.expiredAt !== null;
    return {
      id: r.id,
      roomId: r.roomId,
      anchor: {
        id: a?.id ?? 0,
        nickName: a?.nickName ?? '',
        portrait: a?.portrait ?? '',
        level: Math.max(0, a?.level ?? 0),
      },
      title: r.title,
      cover: expired ? '' : mediaUrl(r.cover),
      durationSeconds: Math.round(r.durationMs / 1000),
      startedAt: r.createdAt.getTime(),
      createdAt: r.createdAt.getTime(),
      url: expired ? '' : mediaUrl(r.playlist),
      expired,
      pinned: r.pinned,
      views: r.views,
      clips: clipsOf.get(r.id) ?? 0,
      match: (r.matchId && matchOf.get(r.matchId)) || null,
    };
  });
}

interface Paging {
  page: number;
  pageSize: number;
}

async function pageOf(db: Db, where: SQL | undefined, order: SQL[], { page, pageSize }: Paging) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(roomRecordings)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(roomRecordings).where(where),
  ]);
  return { list: await replayCards(db, rows), total: total?.n ?? 0, page, pageSize };
}

/** One room's replays, newest first (/api/back/pageByRoom). */
export async function replaysOfRoom(db: Db, roomId: number, paging: Paging) {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw new ApiError(errors.roomNotFound);
  return pageOf(
    db,
    eq(roomRecordings.roomId, roomId),
    [desc(roomRecordings.createdAt), desc(roomRecordings.id)],
    paging,
  );
}

export interface ReplayFilter extends Paging {
  matchType?: 'football' | 'basketball';
  /** A Beijing day: replays that began on it. */
  date?: string;
  matchId?: number;
}

/**
 * Replays by sport and day (/api/back/list), pinned first, then the most watched, then the newest; a
 * match's replays (the match centre's link) whatever the day. Expired ones come last.
 */
export async function replayList(db: Db, filter: ReplayFilter) {
  const where: SQL[] = [];
  if (filter.matchId !== undefined) where.push(eq(roomRecordings.matchId, filter.matchId));
  else if (filter.date) {
    const from = chinaDayStart(filter.date);
    where.push(
      gte(roomRecordings.createdAt, new Date(from)),
      lt(roomRecordings.createdAt, new Date(from + 86_400_000)),
    );
  }
  if (filter.matchType) where.push(eq(roomRecordings.matchType, filter.matchType));
  return pageOf(
    db,
    where.length ? and(...where) : undefined,
    [
      sql`${roomRecordings.expiredAt} is not null`,
      desc(roomRecordings.pinned),
      desc(roomRecordings.views),
      desc(roomRecordings.createdAt),
      desc(roomRecordings.id),
    ],
    filter,
  );
}

/** A view of a replay's page: what "hot" counts. */
export async function countReplayView(db: Db, id: number) {
  await db
    .update(roomRecordings)
    .set({ views: sql`${roomRecordings.views} + 1` })
    .where(eq(roomRecordings.id, id));
}
