// room$ of the live room page: every push type on a room, duplicates, other rooms, the line cap, bans, and
// the stream's load (detail then history, seq, not found).
import { filter, firstValueFrom, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../contract/calls/chat';
import { errors } from '../contract/errors';
import type { ChannelEvent, EventData, EventType } from '../contract/events';
import type { ChannelSignal } from './channel';
import {
  isBanned,
  LINES_MAX,
  type LiveRoom,
  liveRoomOf,
  liveRoomStreams,
  type RoomDetail,
  type RoomView,
  reduceRoom,
} from './live-room';

const AT = 1_790_000_000_000;
let seq = 100;
const push = <T extends EventType>(type: T, data: EventData<T>): ChannelEvent =>
  ({ channel: 'room:3', seq: ++seq, type, data, at: AT }) as ChannelEvent;

const detail = (patch: Partial<RoomDetail> = {}): RoomDetail => ({
  roomId: 3,
  anchor: { id: 9, nickName: '主播阿杰', portrait: '', level: 12, fans: 5, followed: false },
  title: '五大联赛',
  cover: '',
  navId: 1,
  status: 'live',
  viewers: 10,
  match: null,
  seq: 100,
  notice: '文明观赛',
  slowModeSeconds: 0,
  play: { flv: '/media/live/abc.flv', hls: null },
  liveAt: AT - 60_000,
  nextMatch: null,
  role: 'viewer',
  banned: false,
  ...patch,
});

const chat = (id: number, patch: Partial<ChatLine> = {}): ChatLine => ({
  id,
  roomId: 3,
  userId: 20,
  nickName: '球迷',
  level: 3,
  nobility: null,
  role: 'viewer',
  content: `第${id}条`,
  kind: 'chat',
  barrageId: null,
  at: AT,
  ...patch,
});

const room = (patch: Partial<RoomDetail> = {}, history: ChatLine[] = [chat(1), chat(2)]) =>
  liveRoomOf(detail(patch), { list: history, hasMore: true });

const live = (view: RoomView): LiveRoom => {
  if (view.kind !== 'room') throw new Error('missing room');
  return view;
};

describe('reduceRoom', () => {
  it('starts from the detail and the history, oldest first', () => {
    const r = room();
    expect(r.lines.map((l) => l.key)).toEqual(['c1', 'c2']);
    expect(r).toMatchObject({ hasMore: true, rank: null, bans: {} });
  });

  it('appends a pushed chat message with the plain viewer defaults filled in', () => {
    const r = live(
      reduceRoom(
        room(),
        push('chat.message', {
          id: 3,
          roomId: 3,
          userId: 21,
          nickName: 'A',
          content: '好球',
          at: AT,
        }),
      ),
    );
    expect(r.lines.at(-1)).toEqual({
      kind: 'chat',
      key: 'c3',
      line: chat(3, { userId: 21, nickName: 'A', content: '好球', level: 0 }),
    });
  });

  it('keeps role, nobility and barrage style of a pushed message', () => {
    const r = live(
      reduceRoom(
        room(),
        push('chat.message', {
          id: 4,
          roomId: 3,
          userId: 9,
          nickName: '主播阿杰',
          content: '开球了',
          at: AT,
          role: 'anchor',
          nobility: 5,
          kind: 'barrage',
          barrageId: 2,
          level: 12,
        }),
      ),
    );
    expect(r.lines.at(-1)).toMatchObject({
      line: { role: 'anchor', nobility: 5, kind: 'barrage', barrageId: 2, level: 12 },
    });
  });

  it('does not add a message the history already holds', () => {
    const before = room();
    const after = reduceRoom(
      before,
      push('chat.message', {
        id: 2,
        roomId: 3,
        userId: 20,
        nickName: '球迷',
        content: 'x',
        at: AT,
      }),
    );
    expect(after).toBe(before);
  });

  it('adds gift, entry, notice and status lines', () => {
    let r: RoomView = room();
    const gift = {
      roomId: 3,
      fromUserId: 21,
      nickName: 'A',
      giftId: 4,
      count: 10,
      giftName: '火箭',
    };
    r = reduceRoom(r, push('gift', gift));
    r = reduceRoom(r, push('room.entry', { roomId: 3, userId: 22, nickName: 'B', nobility: 6 }));
    r = reduceRoom(r, push('room.notice', { roomId: 3, notice: '禁止剧透', slowModeSeconds: 5 }));
    r = reduceRoom(r, push('room.status', { roomId: 3, status: 'offline' }));
    const lines = live(r).lines.slice(2);
    expect(lines.map((l) => l.kind)).toEqual(['gift', 'entry', 'notice', 'status']);
    expect(lines[0]).toMatchObject({ gift });
    expect(lines[1]).toMatchObject({ nickName: 'B', nobility: 6 });
    expect(lines[2]).toMatchObject({ text: '禁止剧透' });
    expect(live(r).detail).toMatchObject({ notice: '禁止剧透', slowModeSeconds: 5 });
  });

  it('a notice push that only changes slow mode adds no line', () => {
    const r = live(
      reduceRoom(
        room(),
        push('room.notice', { roomId: 3, notice: '文明观赛', slowModeSeconds: 30 }),
      ),
    );
    expect(r.lines).toHaveLength(2);
    expect(r.detail.slowModeSeconds).toBe(30);
  });

  it('goes offline (no play URLs, no viewers) and live again without a reload', () => {
    const off = live(reduceRoom(room(), push('room.status', { roomId: 3, status: 'down' })));
    expect(off.detail).toMatchObject({ status: 'offline', play: null, viewers: 0 });
    const waiting = live(reduceRoom(off, push('room.status', { roomId: 3, status: 'up' })));
    expect(waiting.detail.status).toBe('waiting');
    const on = live(
      reduceRoom(
        waiting,
        push('room.status', { roomId: 3, status: 'live', title: '新标题', liveAt: AT }),
      ),
    );
    expect(on.detail).toMatchObject({ status: 'live', title: '新标题', liveAt: AT, play: null });
  });

  it('follows the viewer count and the contribution rank', () => {
    let r = live(reduceRoom(room(), push('room.viewers', { roomId: 3, viewers: 321 })));
    expect(r.detail.viewers).toBe(321);
    const top = [{ userId: 21, nickName: 'A', amount: 520 }];
    r = live(reduceRoom(r, push('room.rank', { roomId: 3, anchorId: 9, top })));
    expect(r.rank).toEqual(top);
  });

  it('records bans and lifts by user, over the snapshot’s own flag', () => {
    let r = room({ banned: true });
    expect(isBanned(r, 20)).toBe(true);
    expect(isBanned(r, null)).toBe(false);
    r = live(reduceRoom(r, push('room.ban', { roomId: 3, userId: 20, banned: false })));
    expect(isBanned(r, 20)).toBe(false);
    r = live(reduceRoom(r, push('room.ban', { roomId: 21, userId: 20, banned: true })));
    expect(isBanned(r, 20)).toBe(false);
    r = live(reduceRoom(r, push('room.ban', { roomId: 3, userId: 20, banned: true })));
    expect(isBanned(r, 20)).toBe(true);
  });

  it('ignores pushes of another room and kinds it does not show', () => {
    const before = room();
    expect(reduceRoom(before, push('room.viewers', { roomId: 4, viewers: 99 }))).toBe(before);
    expect(reduceRoom(before, push('site.notice', { text: '维护' }))).toBe(before);
    const missing: RoomView = { kind: 'missing', code: 16000, msg: '直播间不存在' };
    expect(reduceRoom(missing, push('room.viewers', { roomId: 3, viewers: 1 }))).toBe(missing);
  });

  it(`keeps the newest ${LINES_MAX} lines`, () => {
    let r: RoomView = room({}, []);
    for (let id = 1; id <= LINES_MAX + 5; id++)
      r = reduceRoom(
        r,
        push('chat.message', { id, roomId: 3, userId: 20, nickName: 'x', content: 'y', at: AT }),
      );
    const lines = live(r).lines;
    expect(lines).toHaveLength(LINES_MAX);
    expect(lines[0]?.key).toBe('c6');
    expect(lines.at(-1)?.key).toBe(`c${LINES_MAX + 5}`);
  });
});

describe('liveRoomStreams', () => {
  it('loads detail then history, skips pushes the snapshot holds, applies newer ones', async () => {
    const order: string[] = [];
    const signals = new Subject<ChannelSignal>();
    const room$ = liveRoomStreams(
      {
        detail: async () => {
          order.push('detail');
          return { success: true, data: detail({ seq: 7 }) };
        },
        history: async () => {
          order.push('history');
          return { success: true, data: { list: [chat(1)], hasMore: false } };
        },
      },
      { channel$: () => signals },
    )(3);
    const ready = firstValueFrom(
      room$.pipe(filter((v) => v.status === 'ready' && !v.stale && live(v.value).lines.length > 1)),
    );
    signals.next({ kind: 'joined', channel: 'room:3', seq: 7 });
    await Promise.resolve();
    const event = (s: number, viewers: number): ChannelSignal => ({
      kind: 'event',
      event: {
        channel: 'room:3',
        seq: s,
        type: 'room.viewers',
        data: { roomId: 3, viewers },
        at: AT,
      },
    });
    await new Promise((r) => setTimeout(r, 0));
    signals.next(event(7, 1));
    signals.next(event(8, 42));
    signals.next({
      kind: 'event',
      event: {
        channel: 'room:3',
        seq: 9,
        type: 'chat.message',
        data: { id: 2, roomId: 3, userId: 20, nickName: 'x', content: 'y', at: AT },
        at: AT,
      },
    });
    const value = await ready;
    if (value.status !== 'ready') throw new Error('not ready');
    expect(order).toEqual(['detail', 'history']);
    expect(live(value.value).detail.viewers).toBe(42);
    expect(live(value.value).lines.map((l) => l.key)).toEqual(['c1', 'c2']);
  });

  it('a room that does not exist is shown as missing, not retried', async () => {
    const signals = new Subject<ChannelSignal>();
    const room$ = liveRoomStreams(
      {
        detail: async () => ({
          success: false,
          code: errors.roomNotFound.code,
          msg: '直播间不存在',
        }),
        history: async () => ({ success: false, code: 0, msg: '' }),
      },
      { channel$: () => signals },
    )(404);
    const ready = firstValueFrom(room$.pipe(filter((v) => v.status === 'ready')));
    signals.next({ kind: 'joined', channel: 'room:404', seq: 0 });
    expect(await ready).toMatchObject({ value: { kind: 'missing', msg: '直播间不存在' } });
  });

  it('a failed history leaves the room up with no lines', async () => {
    const signals = new Subject<ChannelSignal>();
    const room$ = liveRoomStreams(
      {
        detail: async () => ({ success: true, data: detail() }),
        history: async () => ({ success: false, code: 0, msg: '网络异常' }),
      },
      { channel$: () => signals },
    )(5);
    const ready = firstValueFrom(room$.pipe(filter((v) => v.status === 'ready')));
    signals.next({ kind: 'joined', channel: 'room:5', seq: 0 });
    expect(await ready).toMatchObject({ value: { kind: 'room', lines: [], hasMore: false } });
  });
});
