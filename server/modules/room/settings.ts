// The anchor's own room as the console shows and edits it (/api/room/info, /api/room/update): settings,
// status and where OBS pushes; and the match an anchor binds, checked against the matches table.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallData } from '../../../contract/call';
import type { roomInfo } from '../../../contract/calls/room';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { matches, rooms } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { MEDIA_APP } from '../../providers/media/embedded';
import { restateRoom } from '../chat/standing';
import type { Room } from './rooms';

type RoomSettings = CallData<typeof roomInfo>;
type MatchType = 'football' | 'basketball';

/** OBS's 服务器: the configured URL, else rtmp://<the host the anchor browses>:<RTMP port>/live. */
export function publishUrlFor(app: FastifyInstance, request: FastifyRequest) {
  const configured = app.ctx.config.media.rtmpUrl;
  if (configured) return configured;
  const port = app.media.server?.rtmpPort || app.ctx.config.media.rtmpPort || 1935;
  const host = request.hostname.replace(/:\d+$/, '') || 'localhost';
  return `rtmp://${host}:${port}/${MEDIA_APP}`;
}

export function settingsOf(room: Room, publishUrl: string): RoomSettings {
  return {
    roomId: room.id,
    title: room.title,
    cover: room.cover,
    notice: room.notice,
    navId: room.navId,
    matchId: room.matchId,
    matchType: (room.matchType as MatchType | null) ?? null,
    status: room.status,
    slowModeSeconds: room.slowModeSeconds,
    publishUrl,
    streamName: room.streamName,
    keyIssued: room.streamKeyHash !== '',
    liveAt: room.liveAt?.getTime() ?? null,
    upAt: room.upAt?.getTime() ?? null,
  };
}

/**
 * The match to bind: null unbinds; an id is looked up and its sport must agree with matchType when both
 * are given (the sport is taken from the match otherwise).
 */
export async function boundMatch(
  db: Db,
  matchId: number | null | undefined,
  matchType: MatchType | undefined,
): Promise<{ matchId: number | null; matchType: MatchType | null } | undefined> {
  if (matchId === undefined) {
    if (matchType) throw new ApiError(errors.roomMatchMissing, '选择比赛类型时请同时选择比赛');
    return undefined;
  }
  if (matchId === null) return { matchId: null, matchType: null };
  const [match] = await db
    .select({ sport: matches.sport })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw new ApiError(errors.matchNotFound);
  if (matchType && match.sport !== matchType) throw new ApiError(errors.matchTypeMismatch);
  return { matchId, matchType: match.sport as MatchType };
}

/** Covers are site uploads or https images; anything else (javascript:, data:) is refused. */
export function checkCover(cover: string) {
  if (cover === '' || (cover.startsWith('/') && !cover.startsWith('//'))) return cover;
  if (URL.canParse(cover) && new URL(cover).protocol === 'https:') return cover;
  throw new ApiError(errors.badParams, '封面地址无效，请先上传图片');
}

export interface RoomChanges {
  title?: string;
  cover?: string;
  notice?: string;
  navId?: number;
  slowModeSeconds?: number;
  match?: { matchId: number | null; matchType: MatchType | null };
}

/** Saves the changes; viewers hear of a new notice or slow mode, and of a new title while up. */
export async function updateRoom(
  app: FastifyInstance,
  room: Room,
  changes: RoomChanges,
): Promise<Room> {
  const { match, ...fields } = changes;
  const [row] = await app.ctx.db
    .update(rooms)
    .set({ ...fields, ...match, updatedAt: new Date() })
    .where(eq(rooms.id, room.id))
    .returning();
  const updated = row!;
  // The chat send path reads slow mode from its cached standing: restate it for every process.
  if (changes.slowModeSeconds !== undefined) await restateRoom(app.ctx, room.id);
  if (changes.notice !== undefined || changes.slowModeSeconds !== undefined) {
    await app.ctx.bus.publish(channels.room(room.id), 'room.notice', {
      roomId: room.id,
      notice: updated.notice,
      slowModeSeconds: updated.slowModeSeconds,
    });
  }
  if (changes.title !== undefined && updated.status !== 'offline') {
    await app.ctx.bus.publish(channels.room(room.id), 'room.status', {
      roomId: room.id,
      status: updated.status,
      title: updated.title.slice(0, 64),
      liveAt: updated.liveAt?.getTime() ?? null,
    });
  }
  return updated;
}
