// Seq order, replay after a reconnect, and resync when the gap is older than the buffer, over a real socket.

import { io as ioClient } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '../../contract/events';
import { EventBus } from '../../server/realtime/bus';
import { MemoryReplayStore } from '../../server/realtime/replay-store';
import { testEngine } from './harness';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  range,
  recordEvents,
  seqs,
  startRealtimeApp,
} from './realtime-support';

/** The buffer is kept short here so that a long gap is cheap to make. */
const BUFFER = 20;

let t: RealtimeApp;
const open: Client[] = [];
const client = async () => {
  const socket = await connectClient(t.url);
  open.push(socket);
  return socket;
};
const score = (matchId: number, homeScore: number) => ({ matchId, homeScore, awayScore: 0 });

beforeAll(async () => {
  t = await startRealtimeApp({ realtime: { replay: { perChannel: BUFFER } } });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

describe(`seq order (${testEngine() === 'postgres' ? 'redis' : 'in-process'} bus)`, () => {
  it('delivers 100 events published back to back as seq 1..100, in order', async () => {
    const socket = await client();
    const seen = recordEvents(socket);
    const channel = channels.scores('football');
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true, seq: 0 });
    // Not awaited one by one: the bus must keep order even when publishes overlap.
    const published = await Promise.all(
      range(1, 100).map((n) => t.app.ctx.bus.publish(channel, 'match.score', score(1, n))),
    );
    expect(seqs(published)).toEqual(range(1, 100));
    await seen.until(channel, 100);
    expect(seqs(seen.of(channel))).toEqual(range(1, 100));
    expect(seen.of(channel).map((e) => e.type === 'match.score' && e.data.homeScore)).toEqual(
      range(1, 100),
    );
    const last = seen.of(channel).at(-1)!;
    expect(last).toMatchObject({ channel, seq: 100, type: 'match.score' });
    expect(typeof last.at).toBe('number');
  });

  it('numbers each channel on its own', async () => {
    const a = channels.match('football', 501);
    const b = channels.match('basketball', 501);
    await t.app.ctx.bus.publish(a, 'match.state', { matchId: 501, state: 2 });
    await t.app.ctx.bus.publish(a, 'match.state', { matchId: 501, state: 3 });
    expect((await t.app.ctx.bus.publish(b, 'match.state', { matchId: 501, state: 2 })).seq).toBe(1);
    const socket = await client();
    expect(await ask(socket, 'subscribe', { channel: a })).toMatchObject({ seq: 2, replay: [] });
  });
});

describe('replay after a reconnect', () => {
  it('sends what was missed when the client comes back with its last seq', async () => {
    const channel = channels.match('football', 7);
    const first = await client();
    const seen = recordEvents(first);
    await ask(first, 'subscribe', { channel });
    for (let n = 1; n <= 10; n++) await t.app.ctx.bus.publish(channel, 'match.score', score(7, n));
    await seen.until(channel, 10);
    const lastSeq = seen.of(channel).at(-1)!.seq;
    first.close();

    for (let n = 11; n <= 15; n++) await t.app.ctx.bus.publish(channel, 'match.score', score(7, n));

    const again = await client();
    const live = recordEvents(again);
    const answer = await ask(again, 'subscribe', { channel, lastSeq });
    expect(answer).toMatchObject({ ok: true, channel, seq: 15 });
    expect(answer.ok && answer.resync).toBeUndefined();
    expect(answer.ok && seqs(answer.replay)).toEqual([11, 12, 13, 14, 15]);
    expect(
      answer.ok && answer.replay.map((e) => e.type === 'match.score' && e.data.homeScore),
    ).toEqual([11, 12, 13, 14, 15]);
    // And it is subscribed again: the next event comes live.
    await t.app.ctx.bus.publish(channel, 'match.score', score(7, 16));
    await live.until(channel, 1);
    expect(seqs(live.of(channel))).toEqual([16]);
  });

  it('replays nothing without a last seq, or when the client is up to date', async () => {
    const channel = channels.room(77);
    for (let n = 1; n <= 3; n++) {
      await t.app.ctx.bus.publish(channel, 'barrage', {
        roomId: 77,
        content: `弹幕${n}`,
        userId: 1,
      });
    }
    const socket = await client();
    expect(await ask(socket, 'subscribe', { channel })).toEqual({
      ok: true,
      channel,
      seq: 3,
      replay: [],
    });
    expect(await ask(socket, 'subscribe', { channel, lastSeq: 3 })).toEqual({
      ok: true,
      channel,
      seq: 3,
      replay: [],
    });
    const fromStart = await ask(socket, 'subscribe', { channel, lastSeq: 0 });
    expect(fromStart.ok && seqs(fromStart.replay)).toEqual([1, 2, 3]);
  });
});

describe('resync when the gap is older than the buffer', () => {
  const channel = channels.room(900);
  beforeAll(async () => {
    for (let n = 1; n <= 50; n++) {
      await t.app.ctx.bus.publish(channel, 'gift', {
        roomId: 900,
        fromUserId: 1,
        nickName: '球迷',
        giftId: 3,
        count: n,
      });
    }
  });

  it('tells the client to reload the snapshot when events it missed are gone', async () => {
    const socket = await client();
    expect(await ask(socket, 'subscribe', { channel, lastSeq: 5 })).toEqual({
      ok: true,
      channel,
      seq: 50,
      resync: true,
      replay: [],
    });
    // The buffer holds 31..50: a client at 30 needs nothing that is gone; one at 29 needs seq 30.
    const edge = await ask(socket, 'subscribe', { channel, lastSeq: 50 - BUFFER });
    expect(edge.ok && !edge.resync && seqs(edge.replay)).toEqual(range(31, 50));
    expect(await ask(socket, 'subscribe', { channel, lastSeq: 49 - BUFFER })).toMatchObject({
      resync: true,
      replay: [],
    });
  });

  it('tells the client to resync when its seq is ahead of the channel (the counters started over)', async () => {
    const socket = await client();
    expect(await ask(socket, 'subscribe', { channel, lastSeq: 51 })).toEqual({
      ok: true,
      channel,
      seq: 50,
      resync: true,
      replay: [],
    });
  });

  it('still joins the channel on a resync, so live events follow', async () => {
    const socket = await client();
    const seen = recordEvents(socket);
    await ask(socket, 'subscribe', { channel, lastSeq: 1 });
    const gift = await t.app.ctx.bus.publish(channel, 'gift', {
      roomId: 900,
      fromUserId: 1,
      nickName: '球迷',
      giftId: 3,
      count: 51,
    });
    // The room's viewer count (room.viewers, pushed as earlier tests' sockets leave) shares the
    // channel's seq, so the gift's number is read from its publish rather than assumed.
    const gifts = () => seen.of(channel).filter((e) => e.type === 'gift');
    await vi.waitFor(() => expect(gifts()).toHaveLength(1), { timeout: 10_000 });
    expect(seqs(gifts())).toEqual([gift.seq]);
  });

  it("pushes a resync notice when a bus's store forgets a channel's seq", async () => {
    const socket = await client();
    const notices: string[] = [];
    socket.on('resync', ({ channel }) => notices.push(channel));
    const watched = channels.room(31);
    await ask(socket, 'subscribe', { channel: watched });
    // A store that remembers one channel: publishing on a second forgets the first.
    const store = new MemoryReplayStore({ maxChannels: 1 });
    const tiny = new EventBus(t.app.io, store);
    await tiny.publish(watched, 'room.status', { roomId: 31, status: 'up' });
    await tiny.publish(channels.room(32), 'room.status', { roomId: 32, status: 'up' });
    await new Promise<void>((resolve) => socket.once('resync', () => resolve()));
    expect(notices).toEqual([watched]);
    await store.close();
  });
});

describe('socket.io connection state recovery', () => {
  it(
    testEngine() === 'postgres'
      ? 'is not offered across the Redis adapter: the socket comes back fresh and re-subscribes'
      : 'resumes a dropped socket with its channels',
    async () => {
      const socket = ioClient(t.url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnectionDelay: 10,
        reconnectionDelayMax: 50,
      }) as Client;
      open.push(socket);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const channel = channels.match('basketball', 88);
      const seen = recordEvents(socket);
      await ask(socket, 'subscribe', { channel });
      // socket.io resumes from the offset of the last broadcast the client received.
      await t.app.ctx.bus.publish(channel, 'match.state', { matchId: 88, state: 1 });
      await seen.until(channel, 1);
      // Close the transport under the client: it reconnects on its own.
      const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.io.engine.close();
      await back;
      if (testEngine() === 'postgres') {
        expect(socket.recovered).toBe(false);
        const answer = await ask(socket, 'subscribe', { channel, lastSeq: 1 });
        expect(answer).toMatchObject({ ok: true, seq: 1, replay: [] });
      } else {
        expect(socket.recovered).toBe(true);
      }
      await t.app.ctx.bus.publish(channel, 'match.state', { matchId: 88, state: 2 });
      await seen.until(channel, 2);
      expect(seqs(seen.of(channel))).toEqual([1, 2]);
    },
  );
});
