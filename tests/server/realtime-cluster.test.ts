// Two app processes over one PostgreSQL and one Redis: an event published on A reaches a client of B, in order, none lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import type { Database } from '../../server/db/client';
import { openTestDatabase, testEngine } from './harness';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  range,
  recordEvents,
  seqs,
  startRealtimeApp,
  testRedisPrefix,
} from './realtime-support';
import { createUserWithSession } from './users';

// Scale-out needs Redis, which only the PostgreSQL run has: vitest.config.ts gives this file to
// the server-postgres project alone, and a missing TEST_REDIS_URL fails it rather than skipping.
if (testEngine() !== 'postgres')
  throw new Error('realtime-cluster runs in the server-postgres project');

describe('two app processes on one Redis', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: RealtimeApp;
  let b: RealtimeApp;
  const sockets: Client[] = [];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // One site: the same database and the same Redis prefix, as two processes behind a balancer.
    const redisPrefix = testRedisPrefix();
    a = await startRealtimeApp({ database, realtime: { redisPrefix } });
    b = await startRealtimeApp({ database, realtime: { redisPrefix } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.close();
    await b?.close();
    await database?.close();
    await drop?.();
  });

  it('runs on Redis, not on two separate in-process buses', () => {
    expect(a.app.ctx.config.redisUrl).toBeDefined();
    expect(a.url).not.toBe(b.url);
  });

  it('delivers 200 events published on A to a client of B, in seq order, none lost', async () => {
    const socket = await connectClient(b.url);
    sockets.push(socket);
    const seen = recordEvents(socket);
    const channel = channels.scores('football');
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true, seq: 0 });
    await Promise.all(
      range(1, 200).map((n) =>
        a.app.ctx.bus.publish(channel, 'match.score', { matchId: 1, homeScore: n, awayScore: 0 }),
      ),
    );
    await seen.until(channel, 200);
    expect(seqs(seen.of(channel))).toEqual(range(1, 200));
    expect(seen.of(channel).map((e) => e.type === 'match.score' && e.data.homeScore)).toEqual(
      range(1, 200),
    );
  });

  it('numbers one channel across both processes with no gaps or repeats', async () => {
    const channel = channels.room(4242);
    const both = await Promise.all(
      range(1, 50).map((n) =>
        (n % 2 ? a : b).app.ctx.bus.publish(channel, 'barrage', {
          roomId: 4242,
          content: `第${n}条`,
          userId: 1,
        }),
      ),
    );
    expect(seqs(both).sort((x, y) => x - y)).toEqual(range(1, 50));
    // And the replay B serves holds them in seq order, whoever published them.
    const socket = await connectClient(b.url);
    sockets.push(socket);
    const answer = await ask(socket, 'subscribe', { channel, lastSeq: 0 });
    expect(answer.ok && seqs(answer.replay)).toEqual(range(1, 50));
  });

  it('replays on B what a client missed while it was connected to A', async () => {
    const channel = channels.match('football', 31);
    const onA = await connectClient(a.url);
    sockets.push(onA);
    const seenOnA = recordEvents(onA);
    await ask(onA, 'subscribe', { channel });
    for (let n = 1; n <= 3; n++) {
      await a.app.ctx.bus.publish(channel, 'match.event', { matchId: 31, kind: 'goal', minute: n });
    }
    await seenOnA.until(channel, 3);
    onA.close();
    await b.app.ctx.bus.publish(channel, 'match.event', { matchId: 31, kind: 'goal', minute: 4 });
    const onB = await connectClient(b.url);
    sockets.push(onB);
    const answer = await ask(onB, 'subscribe', { channel, lastSeq: 3 });
    expect(answer).toMatchObject({ ok: true, seq: 4 });
    expect(answer.ok && seqs(answer.replay)).toEqual([4]);
  });

  it("reaches a user's sockets on both processes through the private channel", async () => {
    const me = await createUserWithSession(database.db);
    const channel = channels.user(me.user.id);
    const onA = await connectClient(a.url, me.token);
    const onB = await connectClient(b.url, me.token);
    sockets.push(onA, onB);
    const seenA = recordEvents(onA);
    const seenB = recordEvents(onB);
    await ask(onA, 'subscribe', { channel });
    await ask(onB, 'subscribe', { channel });
    await b.app.ctx.bus.publish(channel, 'balance.change', { balance: 8, ticket: 1 });
    await seenA.until(channel, 1);
    await seenB.until(channel, 1);
    expect(seqs(seenA.of(channel))).toEqual([1]);
    expect(seqs(seenB.of(channel))).toEqual([1]);
  });
});
