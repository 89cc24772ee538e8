// A busy room's fan-out in batches: chat published within the window reaches a real socket.io client as a few
// 'events' frames in seq order, a lone message is not held back, older clients still get single 'event's,
// (across two processes: realtime-batch-cluster.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { testEngine } from './harness';
import {
  batchClient,
  chat,
  frames,
  ids,
  increasing,
  MARGIN_MS,
  quiet,
  sockets,
  WINDOW_MS,
} from './realtime-batch-world';
import {
  ask,
  connectClient,
  type RealtimeApp,
  range,
  seqs,
  startRealtimeApp,
} from './realtime-support';

describe(`room chat in batches (${testEngine()})`, () => {
  let t: RealtimeApp;
  beforeAll(async () => {
    t = await startRealtimeApp();
  });
  afterAll(() => t.close());

  const publish = (roomId: number, ids: number[]) =>
    Promise.all(
      ids.map((id) =>
        t.app.ctx.bus.publish(channels.room(roomId), 'chat.message', chat(roomId, id)),
      ),
    );

  it('delivers 50 messages of one window in fewer than 50 frames, all of them in seq order', async () => {
    const channel = channels.room(501);
    const socket = await batchClient(t.url);
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true, seq: 0 });
    const got = frames(socket);
    const published = await publish(501, range(1, 50));
    expect(increasing(published)).toBe(true);
    await got.until(50);
    expect(ids(got.events)).toEqual(range(1, 50));
    expect(seqs(got.events)).toEqual(seqs(published));
    // The first goes out at once, the rest of the window in one push (a slow machine may split it).
    expect(got.frames.length).toBeLessThan(50);
    expect(got.frames.length).toBeLessThanOrEqual(4);
    expect(got.frames.filter((f) => f === 'events').length).toBe(got.frames.length);
  });

  it('does not hold back a lone message beyond the window', async () => {
    const channel = channels.room(502);
    const socket = await batchClient(t.url);
    await ask(socket, 'subscribe', { channel });
    const got = frames(socket);
    for (const id of [1, 2]) {
      await quiet();
      const sent = performance.now();
      await publish(502, [id]);
      await got.until(id);
      expect(got.arrivals[id - 1]! - sent).toBeLessThan(WINDOW_MS + MARGIN_MS);
    }
    expect(ids(got.events)).toEqual([1, 2]);
  });

  it('keeps sending a busy room window after window, in order, with none lost', async () => {
    const channel = channels.room(503);
    const socket = await batchClient(t.url);
    await ask(socket, 'subscribe', { channel });
    const got = frames(socket);
    // 120 messages over ~600 ms: several windows, each a batch.
    for (let n = 0; n < 12; n++) {
      await publish(503, range(n * 10 + 1, n * 10 + 10));
      await new Promise((r) => setTimeout(r, WINDOW_MS / 2));
    }
    await got.until(120);
    expect(ids(got.events)).toEqual(range(1, 120));
    expect(increasing(got.events)).toBe(true);
    expect(got.frames.length).toBeLessThan(60);
  });

  it('still sends a client that does not read batches one event per message, in order', async () => {
    const channel = channels.room(504);
    const older = await connectClient(t.url);
    sockets.push(older);
    const current = await batchClient(t.url);
    for (const s of [older, current]) await ask(s, 'subscribe', { channel });
    const a = frames(older);
    const b = frames(current);
    await publish(504, range(1, 30));
    await Promise.all([a.until(30), b.until(30)]);
    expect(ids(a.events)).toEqual(range(1, 30));
    expect(increasing(a.events)).toBe(true);
    expect(a.frames).toEqual(Array(30).fill('event'));
    expect(seqs(b.events)).toEqual(seqs(a.events));
    expect(b.frames.length).toBeLessThan(30);
    // After unsubscribing neither form reaches it.
    await ask(older, 'unsubscribe', { channel });
    await publish(504, [31]);
    await b.until(31);
    await quiet();
    expect(a.events).toHaveLength(30);
  });

  it('gives a socket that joins during a window no push older than its join', async () => {
    const channel = channels.room(505);
    const early = await batchClient(t.url);
    await ask(early, 'subscribe', { channel });
    const seenEarly = frames(early);
    await publish(505, range(1, 10)); // 1 goes at once, 2–10 wait for the window's end
    const late = await batchClient(t.url);
    const seenLate = frames(late);
    expect(await ask(late, 'subscribe', { channel })).toMatchObject({ ok: true });
    await publish(505, [11]);
    await seenEarly.until(11);
    await seenLate.until(1);
    expect(ids(seenEarly.events)).toEqual(range(1, 11));
    expect(ids(seenLate.events)).toEqual([11]);
  });

  it('leaves other channels unbatched: one event per publish', async () => {
    const channel = channels.scores('basketball');
    const socket = await batchClient(t.url);
    await ask(socket, 'subscribe', { channel });
    const got = frames(socket, 'match.score');
    const published = await Promise.all(
      range(1, 10).map((n) =>
        t.app.ctx.bus.publish(channel, 'match.score', { matchId: n, homeScore: 1, awayScore: 0 }),
      ),
    );
    await got.until(10);
    expect(seqs(got.events)).toEqual(seqs(published));
    expect(got.frames).toEqual(Array(10).fill('event'));
  });
});
