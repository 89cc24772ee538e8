// Room batches across two app processes on one Redis: A's window reaches B's clients as batches in order,
// publishes from both are numbered without gaps, and the site's own streams get every message once.
// Scale-out needs Redis, which only the PostgreSQL run has (vitest.config.ts lists this file as such).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import type { Database } from '../../server/db/client';
import { type ChannelSignal, createChannels } from '../../streams/channel';
import { createSocketConnection, socketIoFactory } from '../../streams/socket';
import { openTestDatabase } from './harness';
import { batchClient, chat, frames, ids, increasing, sockets } from './realtime-batch-world';
import {
  ask,
  connectClient,
  type RealtimeApp,
  range,
  seqs,
  startRealtimeApp,
  testRedisPrefix,
} from './realtime-support';

describe('room batches across two processes on Redis', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: RealtimeApp;
  let b: RealtimeApp;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const redisPrefix = testRedisPrefix();
    a = await startRealtimeApp({ database, realtime: { redisPrefix } });
    b = await startRealtimeApp({ database, realtime: { redisPrefix } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await drop?.();
  });

  it("delivers A's window to B's clients as batches, in order, to batch readers and older clients alike", async () => {
    const channel = channels.room(601);
    const onB = await batchClient(b.url);
    const olderOnB = await connectClient(b.url);
    sockets.push(olderOnB);
    for (const s of [onB, olderOnB]) await ask(s, 'subscribe', { channel });
    const got = frames(onB);
    const older = frames(olderOnB);
    await Promise.all(
      range(1, 50).map((id) => a.app.ctx.bus.publish(channel, 'chat.message', chat(601, id))),
    );
    await Promise.all([got.until(50), older.until(50)]);
    expect(ids(got.events)).toEqual(range(1, 50));
    expect(increasing(got.events)).toBe(true);
    expect(got.frames.length).toBeLessThanOrEqual(4);
    expect(seqs(older.events)).toEqual(seqs(got.events));
    expect(older.frames).toEqual(Array(50).fill('event'));
  });

  it('numbers messages published on both processes with no gaps; each client gets every one exactly once', async () => {
    const channel = channels.room(602);
    const onA = await batchClient(a.url);
    const onB = await batchClient(b.url);
    for (const s of [onA, onB]) await ask(s, 'subscribe', { channel });
    const seenA = frames(onA);
    const seenB = frames(onB);
    await Promise.all(
      range(1, 80).map((id) =>
        (id % 2 ? a : b).app.ctx.bus.publish(channel, 'chat.message', chat(602, id)),
      ),
    );
    await Promise.all([seenA.until(80), seenB.until(80)]);
    // Two processes' batches may interleave by seq (the client's held events restore the order).
    for (const seen of [seenA, seenB]) {
      expect(ids(seen.events).sort((x, y) => x - y)).toEqual(range(1, 80));
      expect(new Set(seqs(seen.events)).size).toBe(80);
      expect(seen.frames.length).toBeLessThan(80);
    }
  });

  it("gives the site's streams every message of both processes once, in seq order", async () => {
    const channel = channels.room(603);
    const connection = createSocketConnection({
      createSocket: socketIoFactory(b.url, { transports: ['websocket'] }),
      token: () => '',
    });
    try {
      const signals: ChannelSignal[] = [];
      const subscription = createChannels(connection)
        .channel$(channel)
        .subscribe((s) => signals.push(s));
      while (!signals.some((s) => s.kind === 'joined')) await new Promise((r) => setTimeout(r, 5));
      await Promise.all(
        range(1, 80).map((id) =>
          (id % 2 ? a : b).app.ctx.bus.publish(channel, 'chat.message', chat(603, id)),
        ),
      );
      const chats = () =>
        signals.flatMap((s) =>
          s.kind === 'event' && s.event.type === 'chat.message' ? [s.event] : [],
        );
      while (chats().length < 80) await new Promise((r) => setTimeout(r, 5));
      expect(increasing(chats())).toBe(true);
      expect(ids(chats()).sort((x, y) => x - y)).toEqual(range(1, 80));
      expect(signals.filter((s) => s.kind === 'resync')).toEqual([]);
      subscription.unsubscribe();
    } finally {
      connection.close();
    }
  });
});
