// room$(id) of the live room page: the room's detail and latest chat page kept live by the pushes of room:<id>
// (chat, gifts, status, viewers, rank, entries, notice, bans), on streams/room.ts's snapshot-and-pushes.
import type { Observable } from 'rxjs';
import type { CallData } from '../contract/call';
import type { ChatLine, chatPage } from '../contract/calls/chat';
import type { RoomStatusValue, roomDetail } from '../contract/calls/room';
import { errors } from '../contract/errors';
import type { ChannelEvent, EventData } from '../contract/events';
import type { Channels } from './channel';
import { type RoomSource, roomStreams } from './room';
import { site } from './site';
import type { Live, PollResult, SnapshotResult } from './snapshot';

export type RoomDetail = CallData<typeof roomDetail>;
type ChatPageAnswer = CallData<typeof chatPage>;
export type GiftPush = EventData<'gift'>;
export type RankTop = EventData<'room.rank'>['top'];

/** One line of the chat panel; `key` is unique within the room's lines. */
export type RoomLine =
  | { kind: 'chat'; key: string; line: ChatLine }
  | { kind: 'gift'; key: string; gift: GiftPush; at: number }
  | { kind: 'entry'; key: string; nickName: string; nobility: number | null; at: number }
  | { kind: 'notice'; key: string; text: string; at: number }
  | { kind: 'status'; key: string; status: RoomStatusValue; at: number };

export interface LiveRoom {
  kind: 'room';
  detail: RoomDetail;
  /** Oldest first; the newest LINES_MAX kept. */
  lines: RoomLine[];
  /** Older chat history exists before the first line (load it with getChatPage's beforeId). */
  hasMore: boolean;
  /** The contribution rank as the last room.rank push gave it; null until one comes. */
  rank: RankTop | null;
  /** Bans and lifts pushed since the snapshot, by user id (the snapshot's `banned` is the viewer's own). */
  bans: Readonly<Record<number, boolean>>;
}

/** The server says there is no such room: nothing to keep live, nothing to retry. */
export interface MissingRoom {
  kind: 'missing';
  code: number;
  msg: string;
}

export type RoomView = LiveRoom | MissingRoom;

/** Lines kept in memory: a busy room pushes many a second and the panel shows the newest. */
export const LINES_MAX = 300;

const keep = (lines: RoomLine[]) =>
  lines.length > LINES_MAX ? lines.slice(lines.length - LINES_MAX) : lines;

/** A chat line from a chat.message push; what the push leaves out gets the plain viewer's values. */
export function chatLineOf(data: EventData<'chat.message'>): ChatLine {
  return {
    id: data.id,
    roomId: data.roomId,
    userId: data.userId,
    nickName: data.nickName,
    level: data.level ?? 0,
    nobility: data.nobility ?? null,
    role: data.role ?? 'viewer',
    content: data.content,
    kind: data.kind ?? 'chat',
    barrageId: data.barrageId ?? null,
    at: data.at,
  };
}

/** room.status also carries the legacy up/down values. */
export const roomStatusOf = (status: EventData<'room.status'>['status']): RoomStatusValue =>
  status === 'up' ? 'waiting' : status === 'down' ? 'offline' : status;

const hasChat = (lines: RoomLine[], id: number) =>
  lines.some((l) => l.kind === 'chat' && l.line.id === id);

/** The room as its snapshot gives it: the detail and the latest chat page. */
export function liveRoomOf(detail: RoomDetail, history: ChatPageAnswer | null): LiveRoom {
  return {
    kind: 'room',
    detail,
    lines: (history?.list ?? []).map((line) => ({ kind: 'chat', key: `c${line.id}`, line })),
    hasMore: history?.hasMore ?? false,
    rank: null,
    bans: {},
  };
}

function reduceLiveRoom(room: LiveRoom, event: ChannelEvent): LiveRoom {
  const { detail } = room;
  const key = `e${event.seq}`;
  switch (event.type) {
    case 'chat.message': {
      // The history loaded after the join may hold a message pushed meanwhile.
      if (hasChat(room.lines, event.data.id)) return room;
      const line = chatLineOf(event.data);
      return { ...room, lines: keep([...room.lines, { kind: 'chat', key: `c${line.id}`, line }]) };
    }
    case 'gift':
      return {
        ...room,
        lines: keep([...room.lines, { kind: 'gift', key, gift: event.data, at: event.at }]),
      };
    case 'room.status': {
      const status = roomStatusOf(event.data.status);
      const next: RoomDetail = {
        ...detail,
        status,
        title: event.data.title ?? detail.title,
        liveAt: event.data.liveAt !== undefined ? event.data.liveAt : detail.liveAt,
        // Play URLs exist only while live; going live, the page fetches them (the push has none).
        play: status === 'live' ? detail.play : null,
        viewers: status === 'offline' ? 0 : detail.viewers,
      };
      const line: RoomLine = { kind: 'status', key, status, at: event.at };
      return { ...room, detail: next, lines: keep([...room.lines, line]) };
    }
    case 'room.viewers':
      return event.data.viewers === detail.viewers
        ? room
        : { ...room, detail: { ...detail, viewers: event.data.viewers } };
    case 'room.rank':
      return { ...room, rank: event.data.top };
    case 'room.entry': {
      const { nickName, nobility } = event.data;
      const line: RoomLine = { kind: 'entry', key, nickName, nobility, at: event.at };
      return { ...room, lines: keep([...room.lines, line]) };
    }
    case 'room.notice': {
      const { notice, slowModeSeconds } = event.data;
      const line: RoomLine = { kind: 'notice', key, text: notice, at: event.at };
      return {
        ...room,
        detail: { ...detail, notice, slowModeSeconds },
        lines: notice && notice !== detail.notice ? keep([...room.lines, line]) : room.lines,
      };
    }
    case 'room.ban':
      return { ...room, bans: { ...room.bans, [event.data.userId]: event.data.banned } };
    default:
      return room;
  }
}

/**
 * Applies one push of room:<id>. Pushes naming another room change nothing; a chat message already
 * held (same id) is not added twice; the lines keep the newest LINES_MAX.
 */
export function reduceRoom(room: RoomView, event: ChannelEvent): RoomView {
  if (room.kind === 'missing') return room;
  const roomId = 'roomId' in event.data ? event.data.roomId : null;
  if (roomId !== null && roomId !== room.detail.roomId) return room;
  return reduceLiveRoom(room, event);
}

/** Whether `userId` may not chat: a ban or lift pushed since the snapshot, else the snapshot's own flag. */
export const isBanned = (room: LiveRoom, userId: number | null) =>
  userId === null ? false : (room.bans[userId] ?? room.detail.banned);

export interface RoomCalls {
  detail(roomId: number): Promise<SnapshotResult<RoomDetail>>;
  history(roomId: number): Promise<SnapshotResult<ChatPageAnswer>>;
  /** The detail conditional on an ETag, for polling while the socket cannot connect. */
  detailPoll?(roomId: number, etag: string | null): Promise<PollResult<RoomDetail>>;
}

const siteCalls: RoomCalls = {
  detail: (id) => site().room.detail(id),
  history: (id) => site().room.history(id),
  detailPoll: (id, etag) => site().room.detailPoll(id, etag),
};

/** The RoomSource of the room page: detail first, then the chat page (so it is at least as new). */
export function liveRoomSource(calls: RoomCalls = siteCalls): RoomSource<RoomView> {
  const withHistory = async (
    roomId: number,
    detail: SnapshotResult<RoomDetail>,
  ): Promise<SnapshotResult<RoomView>> => {
    if (!detail.success) {
      if (detail.code === errors.roomNotFound.code)
        return { success: true, data: { kind: 'missing', code: detail.code, msg: detail.msg } };
      return detail;
    }
    // A history that fails leaves the panel to the pushes rather than failing the whole room.
    const history = await calls.history(roomId);
    return {
      success: true,
      data: liveRoomOf(detail.data, history.success ? history.data : null),
      seq: detail.data.seq,
    };
  };
  const detailPoll = calls.detailPoll;
  return {
    load: async (roomId) => withHistory(roomId, await calls.detail(roomId)),
    reduce: reduceRoom,
    // The detail carries the room channel's seq, so its ETag changes with every push, chat included:
    // a 304 means nothing happened, and the chat page is fetched only when something did.
    ...(detailPoll && {
      async poll(roomId: number, etag: string | null): Promise<PollResult<RoomView>> {
        const detail = await detailPoll(roomId, etag);
        if (detail.success && 'notModified' in detail) return detail;
        const view = await withHistory(roomId, detail);
        return detail.success && detail.etag ? { ...view, etag: detail.etag } : view;
      },
    }),
  };
}

/** Builds room$ over given calls and bus (tests); the site's is below. */
export const liveRoomStreams = (
  calls?: RoomCalls,
  bus?: Pick<Channels, 'channel$'>,
): ((roomId: number) => Observable<Live<RoomView>>) => roomStreams(liveRoomSource(calls), bus);

/** One shared live room per id, for as long as the page shows it. */
export const room$ = liveRoomStreams();
